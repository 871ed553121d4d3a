import {
  BARANG_MAX_MEMBERS,
  BARANG_MIN_MEMBERS,
  type CreateBarangBody,
  CreateBarangBodySchema,
  type CreateBarangInput,
  parseRupiah,
} from '@toko/shared';
import { SAVING_TYPE_LABEL, SAVING_TYPES } from '@toko/shared/constants';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { BarangArithmeticRows } from '../../../components/barang-arithmetic.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { CancelButton, Form, FormActions, SubmitButton, useZodForm } from '../../../components/ui/form.tsx';
import { Field } from '../../../components/ui/input.tsx';
import { MoneyInput } from '../../../components/ui/money-input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { formatRupiah, todayInShop } from '../../../lib/format.ts';
import { useCreateBarangArisan } from '../api/create-barang-arisan.ts';
import { useProductVariants } from '../api/product-variants.ts';

/** The product a group saves for, as the products list has it. */
export interface BarangProduct {
  id: number;
  name: string;
  price: number;
  /** Sold in variants: the group locks one of them (ADR 090). */
  has_variants?: boolean;
}

/**
 * 'Buat Arisan Barang' (issue 14, ADR 042): N members save for the product, one receives it each cycle.
 * The price is locked by the server when the group is made; the arithmetic below is the same function
 * the server and the database check use, so what the admin reads here is what members will pay.
 */
export function CreateBarangDialog({
  product,
  onClose,
}: {
  product: BarangProduct | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={product !== null} onClose={onClose} title="Buat Arisan Barang" size="lg">
      {product ? <CreateBarangForm product={product} onClose={onClose} /> : null}
    </Dialog>
  );
}

function CreateBarangForm({ product, onClose }: { product: BarangProduct; onClose: () => void }) {
  const navigate = useNavigate();
  const create = useCreateBarangArisan();
  const form = useZodForm<CreateBarangBody, CreateBarangInput>(CreateBarangBodySchema, {
    product_id: product.id,
    members: 10,
    saving_type: 'monthly',
    start_date: todayInShop(),
    start_when_full: false,
    admin_fee: '',
  });
  const errors = form.formState.errors;
  const [members, fee, whenFull, variantId] = form.watch([
    'members',
    'admin_fee',
    'start_when_full',
    'variant_id',
  ]);
  const variants = useProductVariants(product.id, product.has_variants === true);
  const variant = variants.data?.variants.find((v) => v.id === variantId);
  const price = variant?.price ?? product.price;
  // The date typed before 'Mulai saat penuh' was ticked, given back if it is unticked.
  const dateBeforeWhenFull = useRef<string | undefined>(undefined);

  return (
    <Form
      form={form}
      aria-label="Buat Arisan Barang"
      onSubmit={(body) =>
        // A group that starts when full has no date yet: the server sets it on the day it starts.
        create.mutateAsync(body.start_when_full ? { ...body, start_date: undefined } : body)
      }
      success={(arisan) => `${arisan.name} berhasil dibuat!`}
      failure="Gagal membuat arisan barang"
      onSuccess={(arisan) => navigate(`/dashboard/arisans/${arisan.id}`)}
    >
      <div className="rounded-lg bg-stone-50 px-4 py-3 text-sm">
        <p className="font-medium text-stone-900">{product.name}</p>
        <p className="text-stone-600">
          Harga {product.has_variants && !variant ? 'varian yang dipilih' : formatRupiah(price)}, dikunci saat
          arisan dibuat (perubahan harga produk nanti tidak mengubah iuran).
        </p>
      </div>
      {product.has_variants ? (
        <Select
          label="Varian"
          {...form.register('variant_id', { setValueAs: (v) => (v === '' ? undefined : Number(v)) })}
          error={errors.variant_id?.message}
        >
          <option value="">{variants.isPending ? 'Memuat varian...' : 'Pilih varian'}</option>
          {variants.data?.variants.map((v) => (
            <option key={v.id} value={v.id} disabled={v.stock === 0}>
              {v.label} · {formatRupiah(v.price)} · stok {v.stock}
            </option>
          ))}
        </Select>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Jumlah anggota (N)"
          hint={`${BARANG_MIN_MEMBERS} sampai ${BARANG_MAX_MEMBERS} orang: N putaran, N barang`}
          type="number"
          inputMode="numeric"
          min={BARANG_MIN_MEMBERS}
          max={BARANG_MAX_MEMBERS}
          step={1}
          {...form.register('members', { valueAsNumber: true })}
          error={errors.members?.message}
        />
        <Select label="Tipe" {...form.register('saving_type')} error={errors.saving_type?.message}>
          {SAVING_TYPES.map((t) => (
            <option key={t} value={t}>
              {SAVING_TYPE_LABEL[t]}
            </option>
          ))}
        </Select>
        <div className="flex flex-col gap-2">
          <Field
            label="Tanggal mulai"
            type="date"
            disabled={whenFull}
            {...form.register('start_date', { setValueAs: (v) => (v === '' ? undefined : v) })}
            error={errors.start_date?.message}
          />
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-brand-700"
              {...form.register('start_when_full', {
                // A group that starts when full has no start date: the field is emptied, not just greyed,
                // so no date is shown (or sent) that the server would not use.
                onChange: (e: { target: HTMLInputElement }) => {
                  if (e.target.checked) {
                    dateBeforeWhenFull.current = form.getValues('start_date');
                    form.setValue('start_date', undefined);
                    form.clearErrors('start_date');
                  } else {
                    form.setValue('start_date', dateBeforeWhenFull.current ?? todayInShop());
                  }
                },
              })}
            />
            Mulai saat penuh
          </label>
        </div>
        <MoneyInput
          label="Biaya admin per putaran (Rp)"
          hint="Opsional: ditambahkan ke iuran setiap anggota"
          {...form.register('admin_fee')}
          error={errors.admin_fee?.message}
        />
      </div>
      <Arithmetic price={price} members={members} fee={fee} />
      <FormActions>
        <CancelButton onClick={onClose}>Batal</CancelButton>
        <SubmitButton>Buat Arisan</SubmitButton>
      </FormActions>
    </Form>
  );
}

/** The contribution worked out in front of the admin, as the fields change (issue 14: 'the page shows the arithmetic'). */
function Arithmetic({ price, members, fee }: { price: number; members: unknown; fee: unknown }) {
  const n = typeof members === 'number' ? members : Number.NaN;
  const adminFee = fee === '' || fee === undefined ? 0 : typeof fee === 'string' ? parseRupiah(fee) : null;
  const valid =
    Number.isInteger(n) && n >= BARANG_MIN_MEMBERS && n <= BARANG_MAX_MEMBERS && adminFee !== null;
  return (
    <section
      aria-label="Perhitungan iuran"
      className="rounded-xl border border-brand-100 bg-brand-50/50 p-4 text-sm"
    >
      <h3 className="mb-2 font-semibold">Perhitungan iuran</h3>
      {!valid ? (
        <p className="text-stone-600">
          Isi jumlah anggota (2 sampai 24) dan biaya admin untuk melihat iurannya.
        </p>
      ) : (
        <BarangArithmeticRows price={price} members={n} fee={adminFee} />
      )}
    </section>
  );
}
