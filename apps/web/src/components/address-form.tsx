import type { Address, AddressBody } from '@toko/shared';
import { AddressBodySchema } from '@toko/shared/addresses';
import { DEFAULT_PROVINCE } from '@toko/shared/regions';
import { useRegionPickers } from './address-region-pickers.tsx';
import { CancelButton, Form, SubmitButton, useZodForm } from './ui/form.tsx';
import { Field } from './ui/input.tsx';
import { PhoneInput } from './ui/phone-input.tsx';
import { Textarea } from './ui/textarea.tsx';

export interface AddressFormValues {
  label: string;
  recipient: string;
  phone: string;
  provinsi: string;
  kabupaten: string;
  kecamatan: string;
  desa: string;
  jalan: string;
  postal_code: string;
  is_default: boolean;
}

type FieldName = keyof AddressFormValues;

function initialValues(address: Address | null, firstAddress: boolean): AddressFormValues {
  if (address) {
    const { id: _id, pinLocation: _pin, ...rest } = address;
    return rest;
  }
  return {
    label: '',
    recipient: '',
    phone: '',
    provinsi: DEFAULT_PROVINCE,
    kabupaten: '',
    kecamatan: '',
    desa: '',
    jalan: '',
    postal_code: '',
    is_default: firstAddress,
  };
}

export interface AddressFormProps {
  /** The address being edited, or null for a new one. */
  address: Address | null;
  /** No saved address yet: this one becomes the default whatever the checkbox says. */
  firstAddress: boolean;
  /** Saves the checked address (the Form owns busy state and the one toast). */
  onSubmit: (body: AddressBody) => Promise<Address>;
  onSaved: (saved: Address) => void;
  success: string;
  failure: string;
  onCancel: () => void;
  onDelete?: () => void;
}

/**
 * The address form of docs/product.md 2.7, shared by the account's address page and the checkout's address step
 * (docs/product.md 2.6). The region pickers cascade: kabupaten waits for a province, kecamatan
 * for a kabupaten, desa for a kecamatan; changing one clears those below it (docs/product.md 4 and 5).
 * They offer exactly the shop's delivery area and are searchable (ADR 071).
 */
export function AddressForm({
  address,
  firstAddress,
  onSubmit,
  onSaved,
  success,
  failure,
  onCancel,
  onDelete,
}: AddressFormProps) {
  const form = useZodForm(AddressBodySchema, initialValues(address, firstAddress));
  const editing = address !== null;
  // The default stays the default (a customer always has one), and a first address is the default.
  const defaultLocked = firstAddress || (address?.is_default ?? false);
  const isDefault = form.watch('is_default');
  const errors = form.formState.errors;
  const pickers = useRegionPickers(form, errors, { keepOutsideArea: editing });

  const field = (name: FieldName) => ({ ...form.register(name), error: errors[name]?.message });

  return (
    <Form
      form={form}
      onSubmit={(values) => onSubmit({ ...values, is_default: defaultLocked || values.is_default })}
      success={success}
      failure={failure}
      onSuccess={onSaved}
      aria-label="Form alamat pengiriman"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Label Alamat" placeholder="Rumah, Kantor, dll." maxLength={50} {...field('label')} />
        <Field label="Nama Penerima" autoComplete="name" maxLength={100} {...field('recipient')} />
        <PhoneInput label="No. Telepon" placeholder="085xxxxxxxxx" {...field('phone')} />
        {pickers}
        <Field
          label="Kode Pos"
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder="69118"
          maxLength={5}
          {...field('postal_code')}
        />
      </div>
      <Textarea label="Jalan/Alamat" rows={3} maxLength={300} {...field('jalan')} />
      <label className="flex items-center gap-2 text-sm text-stone-700">
        <input
          type="checkbox"
          className="size-4 accent-brand-700"
          checked={defaultLocked || isDefault === true}
          disabled={defaultLocked}
          onChange={(e) => form.setValue('is_default', e.target.checked)}
        />
        jadikan alamat ini sebagai alamat utama
      </label>
      <div className="flex flex-col-reverse gap-2 border-t border-stone-100 pt-4 sm:flex-row sm:items-center">
        {editing && onDelete ? (
          <CancelButton variant="danger" onClick={onDelete} className="sm:mr-auto">
            Hapus Alamat
          </CancelButton>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:ml-auto sm:flex-row">
          <CancelButton onClick={onCancel}>Batal</CancelButton>
          <SubmitButton>{editing ? 'Perbarui Alamat' : 'Simpan Alamat'}</SubmitButton>
        </div>
      </div>
    </Form>
  );
}
