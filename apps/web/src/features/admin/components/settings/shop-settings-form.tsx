import {
  SETTINGS_FIELD_LABEL as L,
  MAX_RETURN_WINDOW_DAYS,
  type SettingsBody,
  SettingsBodySchema,
  type ShopSettings,
} from '@toko/shared';
import { parseQris, qrisMerchant } from '@toko/shared/qris';
import { Form, SubmitButton, useZodForm } from '../../../../components/ui/form.tsx';
import { Field } from '../../../../components/ui/input.tsx';
import { PhoneInput } from '../../../../components/ui/phone-input.tsx';
import { SectionCard } from '../../../../components/ui/section-card.tsx';
import { Textarea } from '../../../../components/ui/textarea.tsx';
import { useSaveShopSettings } from '../../api/save-settings.ts';

type Values = Omit<ShopSettings, 'delivery_area' | 'shipping_zones'>;
type Name = keyof Values;

/**
 * The shop's contact, the bank accounts of the payment page, the seller's WhatsApp, the QRIS and the return
 * window (ADR 089), saved together; only the fields that changed are written to 'Riwayat Perubahan' (ADR 071).
 */
export function ShopSettingsForm({ settings }: { settings: ShopSettings }) {
  const { delivery_area: _area, shipping_zones: _zones, ...values } = settings;
  const form = useZodForm<SettingsBody, Values>(SettingsBodySchema, values);
  const save = useSaveShopSettings();
  const errors = form.formState.errors;
  const field = (name: Name) => ({ ...form.register(name), error: errors[name]?.message });
  const account = (name: Name) => ({
    ...field(name),
    label: L[name],
    inputMode: 'numeric' as const,
    maxLength: 20,
  });

  return (
    <Form
      form={form}
      onSubmit={(body) => save.mutateAsync(body)}
      success="Pengaturan toko berhasil disimpan"
      failure="Gagal menyimpan pengaturan toko"
      onSuccess={(saved) => {
        const { delivery_area: _saved, shipping_zones: _savedZones, ...next } = saved;
        form.reset(next);
      }}
      aria-label="Pengaturan toko"
    >
      <SectionCard title="Kontak Toko">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={L.shop_name} maxLength={100} {...field('shop_name')} />
          <Field label={L.shop_email} type="email" maxLength={254} {...field('shop_email')} />
          <PhoneInput label={L.shop_phone} {...field('shop_phone')} />
        </div>
        <div className="mt-4">
          <Textarea label={L.shop_address} rows={2} maxLength={300} {...field('shop_address')} />
        </div>
      </SectionCard>
      <SectionCard title="Rekening Bank">
        <p className="mb-3 text-sm text-stone-600">
          Ditampilkan di halaman pembayaran dan email instruksi transfer.
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={L.bank_holder} maxLength={100} {...field('bank_holder')} />
          <Field {...account('bank_bca')} />
          <Field {...account('bank_bni')} />
          <Field {...account('bank_mandiri')} />
        </div>
      </SectionCard>
      <SectionCard title="WhatsApp">
        <div className="grid gap-4 sm:grid-cols-2">
          <PhoneInput label={L.seller_whatsapp} {...field('seller_whatsapp')} />
        </div>
      </SectionCard>
      <SectionCard title="QRIS">
        <p className="mb-3 text-sm text-stone-600">
          Tempel teks QRIS statis dari penyedia pembayaran (hasil pindai QRIS cetak toko). Halaman pembayaran
          lalu menampilkan QRIS dengan nominal pas di samping rekening bank. Kosongkan untuk menerima transfer
          bank saja.
        </p>
        <Textarea
          label={L.qris_payload}
          rows={3}
          maxLength={512}
          spellCheck={false}
          className="font-mono text-xs break-all"
          {...field('qris_payload')}
        />
        <QrisMerchant payload={form.watch('qris_payload')} />
      </SectionCard>
      <SectionCard title="Pengembalian">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={L.return_window_days}
            hint="Hari setelah pesanan sampai; 0 = toko tidak menerima pengembalian"
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_RETURN_WINDOW_DAYS}
            step={1}
            // The schema checks a number of days; an emptied field is NaN, which it refuses with its message.
            {...form.register('return_window_days', { valueAsNumber: true })}
            error={errors.return_window_days?.message}
          />
        </div>
      </SectionCard>
      <div className="flex justify-end">
        <SubmitButton>Simpan Pengaturan</SubmitButton>
      </div>
    </Form>
  );
}

/** Whom the pasted QRIS pays, so the owner sees it is their own before saving. */
function QrisMerchant({ payload }: { payload: string }) {
  if (payload.trim() === '') return <p className="mt-2 text-sm text-stone-600">QRIS tidak dipakai.</p>;
  let merchant: string;
  try {
    merchant = qrisMerchant(parseQris(payload));
  } catch {
    // The schema's message under the field says what is wrong once the owner saves.
    return null;
  }
  return (
    <p className="mt-2 text-sm text-stone-700">
      Pembayaran masuk ke: <span className="font-medium">{merchant}</span>
    </p>
  );
}
