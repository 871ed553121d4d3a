import {
  todayInShop,
  VOUCHER_TYPE_LABEL,
  VOUCHER_TYPES,
  type Voucher,
  VoucherFormSchema,
  type VoucherFormValues,
} from '@toko/shared';
import { groupRupiah } from '@toko/shared/format';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { CancelButton, Form, FormActions, SubmitButton, useZodForm } from '../../../components/ui/form.tsx';
import { Field } from '../../../components/ui/input.tsx';
import { MoneyInput } from '../../../components/ui/money-input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { useSaveVoucher } from '../api/vouchers.ts';

export const VOUCHER_FORM_TEXT = {
  addTitle: 'Tambah Voucher',
  editTitle: 'Ubah Voucher',
  code: 'Kode Voucher',
  codeHint: 'Huruf dan angka; pembeli boleh mengetik huruf kecil',
  type: 'Jenis',
  valuePercent: 'Diskon (%)',
  valueFixed: 'Potongan (Rp)',
  minPurchase: 'Minimal belanja (Rp)',
  maxDiscount: 'Maks. diskon (Rp)',
  quota: 'Kuota',
  perCustomer: 'Maks. per pembeli',
  unlimited: 'Kosongkan untuk tanpa batas',
  startsAt: 'Mulai berlaku',
  endsAt: 'Berakhir',
  dateHint: 'Tanggal WIB; kosongkan untuk tanpa batas',
  freeShippingHint:
    'Gratis ongkir menanggung ongkos kirim pesanan. Selama pengiriman masih gratis, total pesanan tidak berubah.',
  save: 'Simpan Voucher',
  cancel: 'Batal',
  created: 'Voucher ditambahkan',
  updated: 'Voucher diperbarui',
  failed: 'Gagal menyimpan voucher',
} as const;

const money = (n: number | null) => (n === null || n === 0 ? '' : groupRupiah(n));
const day = (iso: string | null) => (iso ? todayInShop(new Date(iso)) : '');

function defaultsOf(v: Voucher | null): VoucherFormValues {
  return {
    code: v?.code ?? '',
    type: v?.type ?? 'percent',
    value: v ? (v.type === 'percent' ? String(v.value) : money(v.value)) : '',
    min_purchase: money(v?.min_purchase ?? null),
    max_discount: money(v?.max_discount ?? null),
    quota: v?.quota ? String(v.quota) : '',
    per_customer: v ? (v.per_customer ? String(v.per_customer) : '') : '1',
    starts_at: day(v?.starts_at ?? null),
    ends_at: day(v?.ends_at ?? null),
  };
}

/** Add (voucher null) or edit a voucher: the shared rules check it here and again on the server. */
export function VoucherFormDialog({
  open,
  voucher,
  onClose,
}: {
  open: boolean;
  voucher: Voucher | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={voucher ? VOUCHER_FORM_TEXT.editTitle : VOUCHER_FORM_TEXT.addTitle}
      size="md"
    >
      {open ? <VoucherForm key={voucher?.id ?? 'new'} voucher={voucher} onClose={onClose} /> : null}
    </Dialog>
  );
}

function VoucherForm({ voucher, onClose }: { voucher: Voucher | null; onClose: () => void }) {
  const form = useZodForm(VoucherFormSchema, defaultsOf(voucher));
  const save = useSaveVoucher();
  const errors = form.formState.errors;
  const type = form.watch('type');
  return (
    <Form
      form={form}
      onSubmit={(body) => save.mutateAsync({ id: voucher?.id ?? null, body })}
      success={voucher ? VOUCHER_FORM_TEXT.updated : VOUCHER_FORM_TEXT.created}
      failure={VOUCHER_FORM_TEXT.failed}
      onSuccess={onClose}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={VOUCHER_FORM_TEXT.code}
          hint={VOUCHER_FORM_TEXT.codeHint}
          autoComplete="off"
          maxLength={30}
          className="uppercase"
          {...form.register('code')}
          error={errors.code?.message}
        />
        <Select label={VOUCHER_FORM_TEXT.type} {...form.register('type')} error={errors.type?.message}>
          {VOUCHER_TYPES.map((t) => (
            <option key={t} value={t}>
              {VOUCHER_TYPE_LABEL[t]}
            </option>
          ))}
        </Select>
        {type === 'percent' ? (
          <Field
            label={VOUCHER_FORM_TEXT.valuePercent}
            inputMode="numeric"
            {...form.register('value')}
            error={errors.value?.message}
          />
        ) : type === 'fixed' ? (
          <MoneyInput
            label={VOUCHER_FORM_TEXT.valueFixed}
            {...form.register('value')}
            error={errors.value?.message}
          />
        ) : (
          <p className="self-end text-sm text-stone-600 sm:col-span-2">
            {VOUCHER_FORM_TEXT.freeShippingHint}
          </p>
        )}
        {type === 'fixed' ? null : (
          <MoneyInput
            label={VOUCHER_FORM_TEXT.maxDiscount}
            hint={VOUCHER_FORM_TEXT.unlimited}
            {...form.register('max_discount')}
            error={errors.max_discount?.message}
          />
        )}
        <MoneyInput
          label={VOUCHER_FORM_TEXT.minPurchase}
          {...form.register('min_purchase')}
          error={errors.min_purchase?.message}
        />
        <Field
          label={VOUCHER_FORM_TEXT.quota}
          hint={VOUCHER_FORM_TEXT.unlimited}
          inputMode="numeric"
          {...form.register('quota')}
          error={errors.quota?.message}
        />
        <Field
          label={VOUCHER_FORM_TEXT.perCustomer}
          hint={VOUCHER_FORM_TEXT.unlimited}
          inputMode="numeric"
          {...form.register('per_customer')}
          error={errors.per_customer?.message}
        />
        <Field
          type="date"
          label={VOUCHER_FORM_TEXT.startsAt}
          hint={VOUCHER_FORM_TEXT.dateHint}
          {...form.register('starts_at')}
          error={errors.starts_at?.message}
        />
        <Field
          type="date"
          label={VOUCHER_FORM_TEXT.endsAt}
          hint={VOUCHER_FORM_TEXT.dateHint}
          {...form.register('ends_at')}
          error={errors.ends_at?.message}
        />
      </div>
      <FormActions>
        <CancelButton onClick={onClose}>{VOUCHER_FORM_TEXT.cancel}</CancelButton>
        <SubmitButton>{VOUCHER_FORM_TEXT.save}</SubmitButton>
      </FormActions>
    </Form>
  );
}
