import { PRODUCT_STATUS_LABEL, PRODUCT_STATUSES } from '@toko/shared/catalog-admin';
import { Select } from '../../../../components/ui/select.tsx';
import type { ProductFormApi } from './values.ts';

/** What each status means to the shop, under the picker. */
const STATUS_HINT = {
  active: 'Tampil di toko dan bisa dibeli.',
  draft: 'Belum tampil di toko: simpan dulu, aktifkan saat siap.',
  archived: 'Tidak dijual lagi: hilang dari toko, tetap ada di pesanan lama.',
} as const;

/** 'Status': Aktif, Draf or Arsip (ADR 085). Only an active product is in the shop. */
export function StatusSection({ form, status }: { form: ProductFormApi; status: keyof typeof STATUS_HINT }) {
  return (
    <section aria-label="Status produk" className="flex flex-col gap-1">
      <Select label="Status" {...form.register('status')} error={form.formState.errors.status?.message}>
        {PRODUCT_STATUSES.map((s) => (
          <option key={s} value={s}>
            {PRODUCT_STATUS_LABEL[s]}
          </option>
        ))}
      </Select>
      <p className="text-xs text-stone-500">{STATUS_HINT[status]}</p>
    </section>
  );
}
