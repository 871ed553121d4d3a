import {
  type AdminProduct,
  PutVariantsBodySchema,
  parseRupiah,
  VARIANT_LIMITS,
  type VariantInput,
  variantLabel,
} from '@toko/shared';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../../../api/client.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { Field, inputClass } from '../../../../components/ui/input.tsx';
import { moneyText } from '../../../../components/ui/money-input.tsx';
import { SectionCard } from '../../../../components/ui/section-card.tsx';
import { useSaveVariants } from '../../api/product-variants.ts';

interface OptionDraft {
  name: string;
  /** The values as typed, separated by commas. */
  values: string;
}
interface RowDraft {
  on: boolean;
  sku: string;
  price: string;
  stock: string;
  image: string;
}

const valuesOf = (typed: string) =>
  typed
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

/** Every combination of the options' values, in the options' order. */
function combinations(options: string[][]): string[][] {
  return options.reduce<string[][]>((acc, values) => acc.flatMap((c) => values.map((v) => [...c, v])), [[]]);
}

const keyOf = (values: string[]) => JSON.stringify(values);

function initialRows(product: AdminProduct): Record<string, RowDraft> {
  return Object.fromEntries(
    product.variants.map((v) => [
      keyOf(v.option_values),
      {
        on: true,
        sku: v.sku ?? '',
        price: moneyText(v.price),
        stock: String(v.stock),
        image: v.image_id === null ? '' : String(v.image_id),
      },
    ]),
  );
}

/** One text field of a variant's row: its caption shown, its name with the variant's ('Stok Abu'). */
function RowText({
  caption,
  label,
  value,
  off,
  onChange,
  ...rest
}: {
  caption: string;
  label: string;
  value: string;
  off: boolean;
  onChange: (value: string) => void;
  maxLength?: number;
  inputMode?: 'numeric';
}) {
  return (
    <label className="flex min-w-0 flex-col gap-1 text-xs text-stone-500">
      {caption}
      <input
        aria-label={`${caption} ${label}`}
        value={value}
        disabled={off}
        onChange={(e) => onChange(e.target.value)}
        className={inputClass}
        {...rest}
      />
    </label>
  );
}

/**
 * 'Varian' on the product's edit page (docs/decisions/090-product-variants.md): up to three options with
 * their values, and for each combination sold its SKU, price, stock and picture. Saved on its own: the
 * product's price and stock then follow its variants.
 */
export function VariantsEditor({ product }: { product: AdminProduct }) {
  const save = useSaveVariants(product.id);
  const [options, setOptions] = useState<OptionDraft[]>(
    product.options.map((o) => ({ name: o.name, values: o.values.join(', ') })),
  );
  const [rows, setRows] = useState<Record<string, RowDraft>>(() => initialRows(product));
  const [problem, setProblem] = useState<string | null>(null);
  const parsed = options.map((o) => ({ name: o.name.trim(), values: valuesOf(o.values) }));
  const combos = parsed.length === 0 ? [] : combinations(parsed.map((o) => o.values));
  const rowOf = (values: string[]): RowDraft =>
    rows[keyOf(values)] ?? { on: false, sku: '', price: moneyText(product.price), stock: '0', image: '' };
  const setRow = (values: string[], change: Partial<RowDraft>) =>
    setRows((current) => ({ ...current, [keyOf(values)]: { ...rowOf(values), ...change } }));
  const setOption = (i: number, change: Partial<OptionDraft>) =>
    setOptions((current) => current.map((o, k) => (k === i ? { ...o, ...change } : o)));

  const submit = async () => {
    const variants: VariantInput[] = combos
      .filter((values) => rowOf(values).on)
      .map((values) => {
        const row = rowOf(values);
        return {
          option_values: values,
          sku: row.sku.trim() || null,
          price: parseRupiah(row.price) ?? Number.NaN,
          stock: /^\s*\d+\s*$/.test(row.stock) ? Number(row.stock) : Number.NaN,
          image_id: row.image ? Number(row.image) : null,
        };
      });
    const checked = PutVariantsBodySchema.safeParse({ options: parsed, variants });
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? 'Periksa lagi varian');
      return;
    }
    setProblem(null);
    try {
      await save.mutateAsync(checked.data);
      toast.success(checked.data.options.length ? 'Varian disimpan' : 'Varian dihapus');
    } catch (err) {
      setProblem(errorMessage(err));
    }
  };

  return (
    <SectionCard title="Varian">
      <p className="mb-3 text-sm text-stone-600">
        Misalnya Warna: Abu, Krem dan Ukuran: 2 dudukan, 3 dudukan. Tiap kombinasi punya SKU, harga, stok dan
        gambarnya sendiri; harga produk menjadi harga varian terendah dan stoknya jumlah stok varian.
      </p>
      <div className="flex flex-col gap-3">
        {options.map((o, i) => (
          <div
            // An option is its position while it is typed (the inputs are controlled).
            key={i}
            className="grid grid-cols-[1fr_auto] items-end gap-2 sm:grid-cols-[12rem_1fr_auto]"
          >
            <Field
              label={`Nama opsi ${i + 1}`}
              value={o.name}
              maxLength={30}
              onChange={(e) => setOption(i, { name: e.target.value })}
            />
            <div className="col-span-2 row-start-2 sm:col-span-1 sm:row-start-auto">
              <Field
                label="Nilai (pisahkan dengan koma)"
                value={o.values}
                onChange={(e) => setOption(i, { values: e.target.value })}
              />
            </div>
            <Button
              variant="outline"
              aria-label={`Hapus opsi ${o.name || i + 1}`}
              className="col-start-2 row-start-1 sm:col-start-auto sm:row-start-auto"
              onClick={() => setOptions((current) => current.filter((_, k) => k !== i))}
            >
              <Trash2 className="size-4" aria-hidden />
            </Button>
          </div>
        ))}
        {options.length < VARIANT_LIMITS.options ? (
          <Button
            variant="outline"
            className="self-start"
            onClick={() => setOptions((current) => [...current, { name: '', values: '' }])}
          >
            <Plus className="size-4" aria-hidden />
            Tambah Opsi
          </Button>
        ) : null}
      </div>

      {combos.length > 0 && combos[0]!.length > 0 ? (
        <ul
          className="mt-4 divide-y divide-stone-100 rounded-lg border border-stone-200"
          aria-label="Daftar varian"
        >
          {combos.map((values) => {
            const label = variantLabel(values);
            const row = rowOf(values);
            return (
              <li
                key={keyOf(values)}
                className="grid grid-cols-2 items-center gap-2 p-3 sm:grid-cols-[1fr_9rem_9rem_6rem_9rem]"
              >
                <label className="col-span-2 flex items-center gap-2 text-sm font-medium sm:col-span-1">
                  <input
                    type="checkbox"
                    checked={row.on}
                    onChange={(e) => setRow(values, { on: e.target.checked })}
                    className="size-4 accent-brand-700"
                  />
                  {label}
                </label>
                <RowText
                  caption="SKU"
                  label={label}
                  value={row.sku}
                  off={!row.on}
                  maxLength={40}
                  onChange={(sku) => setRow(values, { sku })}
                />
                <RowText
                  caption="Harga"
                  label={label}
                  value={row.price}
                  off={!row.on}
                  inputMode="numeric"
                  onChange={(price) => setRow(values, { price })}
                />
                <RowText
                  caption="Stok"
                  label={label}
                  value={row.stock}
                  off={!row.on}
                  inputMode="numeric"
                  onChange={(stock) => setRow(values, { stock })}
                />
                <label className="flex min-w-0 flex-col gap-1 text-xs text-stone-500">
                  Gambar
                  <select
                    aria-label={`Gambar ${label}`}
                    value={row.image}
                    disabled={!row.on}
                    onChange={(e) => setRow(values, { image: e.target.value })}
                    className={inputClass}
                  >
                    <option value="">Produk</option>
                    {product.images.map((img, k) => (
                      <option key={img.id} value={img.id}>
                        Gambar {k + 1}
                      </option>
                    ))}
                  </select>
                </label>
              </li>
            );
          })}
        </ul>
      ) : null}

      {problem ? (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {problem}
        </p>
      ) : null}
      <div className="mt-4 flex justify-end">
        <Button onClick={submit} loading={save.isPending}>
          Simpan Varian
        </Button>
      </div>
    </SectionCard>
  );
}
