import {
  type DeliveryArea,
  parseRupiah,
  type Region,
  SHIPPING_RATE_LABEL,
  type ShippingRateType,
  type ShippingZoneInput,
  ShippingZoneInputSchema,
  type ShippingZoneView,
} from '@toko/shared';
import { formatRupiah } from '@toko/shared/format';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { ApiError, errorMessage } from '../../../../api/client.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { Field } from '../../../../components/ui/input.tsx';
import { MoneyInput, moneyText } from '../../../../components/ui/money-input.tsx';
import { SectionCard } from '../../../../components/ui/section-card.tsx';
import { Select } from '../../../../components/ui/select.tsx';
import { useSaveShippingZones } from '../../api/save-settings.ts';
import { RegionSetPicker } from './region-set-picker.tsx';

/** A zone as the server takes it back: its regions by code. */
const toInput = (z: ShippingZoneView): ShippingZoneInput => ({
  name: z.name,
  provinsi: z.provinsi.map((r) => r.code),
  kabupaten: z.kabupaten.map((r) => r.code),
  rate_type: z.rate_type,
  rate: z.rate,
  free_threshold: z.free_threshold,
});

/** How a zone's price reads in the list: 'Rp 20.000 per pesanan', 'Rp 5.000 per kg'. */
export const rateText = (z: Pick<ShippingZoneView, 'rate_type' | 'rate'>) =>
  `${formatRupiah(z.rate)} ${z.rate_type === 'flat' ? 'per pesanan' : 'per kg'}`;

type FieldErrors = Partial<Record<'name' | 'kabupaten' | 'rate' | 'free_threshold' | 'provinsi', string>>;

/** The zone form's fields as the person typed them; money stays text until it is checked. */
interface Draft {
  name: string;
  provinsi: Region[];
  kabupaten: Region[];
  rate_type: ShippingRateType;
  rate: string;
  free_threshold: string;
}

const emptyDraft: Draft = {
  name: '',
  provinsi: [],
  kabupaten: [],
  rate_type: 'flat',
  rate: '',
  free_threshold: '',
};

const draftOf = (z: ShippingZoneView): Draft => ({
  name: z.name,
  provinsi: z.provinsi,
  kabupaten: z.kabupaten,
  rate_type: z.rate_type,
  rate: moneyText(z.rate),
  free_threshold: moneyText(z.free_threshold),
});

const money = (text: string) => (text.trim() === '' ? null : (parseRupiah(text) ?? text));

/**
 * One zone's form. Only regions of the delivery area are offered: a province counts when any of its
 * kabupaten/kota is delivered to (the server checks the same, ADR 073).
 */
function ZoneForm({
  area,
  initial,
  busy,
  onSave,
  onCancel,
}: {
  area: DeliveryArea;
  initial: Draft;
  busy: boolean;
  onSave: (zone: ShippingZoneInput) => Promise<FieldErrors | null>;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = ShippingZoneInputSchema.safeParse({
      name: draft.name,
      provinsi: draft.provinsi.map((r) => r.code),
      kabupaten: draft.kabupaten.map((r) => r.code),
      rate_type: draft.rate_type,
      rate: money(draft.rate) ?? '',
      free_threshold: money(draft.free_threshold),
    });
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof FieldErrors;
        next[key] ??= issue.message;
      }
      if (draft.provinsi.length + draft.kabupaten.length === 0) next.kabupaten = 'Pilih minimal satu wilayah';
      setErrors(next);
      return;
    }
    if (parsed.data.provinsi.length + parsed.data.kabupaten.length === 0) {
      setErrors({ kabupaten: 'Pilih minimal satu provinsi atau kabupaten/kota untuk zona ini' });
      return;
    }
    setErrors((await onSave(parsed.data)) ?? {});
  };

  return (
    <form
      onSubmit={submit}
      aria-label="Zona ongkos kirim"
      className="flex flex-col gap-4 rounded-lg border border-stone-200 p-4"
    >
      <Field
        label="Nama Zona"
        placeholder="Contoh: Jawa Tengah"
        maxLength={60}
        value={draft.name}
        error={errors.name}
        onChange={(e) => set({ name: e.target.value })}
      />
      <RegionSetPicker
        value={draft}
        onChange={({ provinsi, kabupaten }) => set({ provinsi, kabupaten })}
        within={area}
        errors={errors}
        labels={{
          addProvince: 'Tambah Provinsi ke Zona',
          kabupatenProvince: 'Provinsi dari kabupaten/kota zona',
          addKabupaten: 'Tambah Kabupaten/Kota ke Zona',
        }}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <Select
          label="Jenis Tarif"
          value={draft.rate_type}
          onChange={(e) => set({ rate_type: e.target.value as ShippingRateType })}
        >
          <option value="flat">{SHIPPING_RATE_LABEL.flat}</option>
          <option value="per_kg">{SHIPPING_RATE_LABEL.per_kg}</option>
        </Select>
        <MoneyInput
          label={draft.rate_type === 'flat' ? 'Tarif per Pesanan' : 'Tarif per kg'}
          value={draft.rate}
          error={errors.rate}
          onChange={(e) => set({ rate: e.target.value })}
        />
        <MoneyInput
          label="Gratis Ongkir Mulai Belanja"
          hint="Kosongkan bila tidak ada"
          value={draft.free_threshold}
          error={errors.free_threshold}
          onChange={(e) => set({ free_threshold: e.target.value })}
        />
      </div>
      <p className="text-sm text-stone-600">
        Per kg dihitung dari berat terbesar antara berat asli dan berat volume (P x L x T / 6000), dibulatkan
        ke atas per kg. Produk tanpa berat dihitung 1 kg; produk GRATIS ONGKIR tidak dihitung.
      </p>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="secondary" onClick={onCancel}>
          Batal
        </Button>
        <Button type="submit" disabled={busy}>
          Simpan Zona
        </Button>
      </div>
    </form>
  );
}

/** The server's 400 for one zone ('zones.2.rate') as the form's field errors. */
function fieldErrorsOf(err: unknown, index: number): FieldErrors | null {
  if (!(err instanceof ApiError) || !err.errors) return null;
  const next: FieldErrors = {};
  for (const e of err.errors) {
    const [, at, key] = e.path.split('.');
    if (Number(at) === index && key) next[key as keyof FieldErrors] ??= e.message;
  }
  return Object.keys(next).length > 0 ? next : null;
}

/**
 * 'Ongkos Kirim': the zones that price shipping (ADR 073). Each add, edit or removal saves the whole
 * list at once, and writes one line to 'Riwayat Perubahan'. No zones: shipping is free everywhere.
 */
export function ShippingZonesEditor({ zones, area }: { zones: ShippingZoneView[]; area: DeliveryArea }) {
  const save = useSaveShippingZones();
  // The zone being edited (its index), a new one ('new'), or none.
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);

  const saveList = async (next: ShippingZoneInput[], index: number, success: string) => {
    try {
      await save.mutateAsync({ zones: next });
      toast.success(success);
      setEditing(null);
      return null;
    } catch (err) {
      toast.error(`Gagal menyimpan ongkos kirim: ${errorMessage(err)}`);
      return fieldErrorsOf(err, index);
    }
  };
  const current = zones.map(toInput);

  return (
    <SectionCard title="Ongkos Kirim">
      <p className="mb-4 text-sm text-stone-600">
        Tarif per zona. Alamat di kabupaten/kota yang punya zona sendiri memakai zona itu, selain itu zona
        provinsinya. Alamat tanpa zona: pengiriman gratis.
      </p>
      {zones.length === 0 ? (
        <p className="mb-4 text-sm text-stone-500">Belum ada zona: semua pengiriman gratis.</p>
      ) : (
        <ul className="mb-4 flex flex-col gap-3">
          {zones.map((z, i) =>
            editing === i ? (
              <li key={z.name}>
                <ZoneForm
                  area={area}
                  initial={draftOf(z)}
                  busy={save.isPending}
                  onCancel={() => setEditing(null)}
                  onSave={(zone) =>
                    saveList(
                      current.map((c, j) => (j === i ? zone : c)),
                      i,
                      'Zona berhasil disimpan',
                    )
                  }
                />
              </li>
            ) : (
              <li
                key={z.name}
                className="flex flex-col gap-2 rounded-lg border border-stone-200 p-3 sm:flex-row sm:items-start sm:justify-between"
              >
                <div className="min-w-0">
                  <p className="font-medium">{z.name}</p>
                  <p className="text-sm text-stone-600">
                    {[...z.provinsi, ...z.kabupaten].map((r) => r.label).join(', ')}
                  </p>
                  <p className="text-sm">
                    {rateText(z)}
                    {z.free_threshold !== null && `, gratis mulai belanja ${formatRupiah(z.free_threshold)}`}
                  </p>
                </div>
                <div className="flex shrink-0 gap-2">
                  <Button
                    variant="secondary"
                    aria-label={`Ubah zona ${z.name}`}
                    onClick={() => setEditing(i)}
                    disabled={editing !== null}
                  >
                    Ubah
                  </Button>
                  <Button
                    variant="secondary"
                    aria-label={`Hapus zona ${z.name}`}
                    onClick={() => setRemoving(i)}
                    disabled={editing !== null}
                  >
                    Hapus
                  </Button>
                </div>
              </li>
            ),
          )}
        </ul>
      )}
      {editing === 'new' ? (
        <ZoneForm
          area={area}
          initial={emptyDraft}
          busy={save.isPending}
          onCancel={() => setEditing(null)}
          onSave={(zone) => saveList([...current, zone], current.length, 'Zona berhasil ditambahkan')}
        />
      ) : (
        <div className="flex justify-end">
          <Button onClick={() => setEditing('new')} disabled={editing !== null}>
            Tambah Zona
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={removing !== null}
        title="Hapus zona?"
        message={
          removing !== null
            ? `Zona ${zones[removing]?.name ?? ''} dihapus; alamat di wilayahnya memakai zona lain atau gratis.`
            : ''
        }
        confirmLabel="Hapus"
        onClose={() => setRemoving(null)}
        onConfirm={async () => {
          if (removing === null) return;
          await saveList(
            current.filter((_, j) => j !== removing),
            -1,
            'Zona berhasil dihapus',
          );
          setRemoving(null);
        }}
      />
    </SectionCard>
  );
}
