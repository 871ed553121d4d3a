import type { Address, AddressBody } from '@toko/shared';
import { AddressBodySchema } from '@toko/shared/addresses';
import { DEFAULT_PROVINCE, listDesa, listKabupaten, listKecamatan, PROVINCES } from '@toko/shared/regions';
import { type FormEvent, useMemo, useState } from 'react';
import { Button } from './ui/button.tsx';
import { Field } from './ui/input.tsx';
import { Select } from './ui/select.tsx';
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
  saving: boolean;
  onSubmit: (body: AddressBody) => void;
  onCancel: () => void;
  onDelete?: () => void;
}

/**
 * The address form of spec 2.7, shared by the account's address page and the checkout's address step
 * (spec 2.6). The region selects cascade: kabupaten waits for a province, kecamatan
 * for a kabupaten, desa for a kecamatan; changing one clears those below it (spec 4 and 5).
 */
export function AddressForm({
  address,
  firstAddress,
  saving,
  onSubmit,
  onCancel,
  onDelete,
}: AddressFormProps) {
  const [values, setValues] = useState(() => initialValues(address, firstAddress));
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const editing = address !== null;
  // The default stays the default (a customer always has one), and a first address is the default.
  const defaultLocked = firstAddress || (address?.is_default ?? false);

  const kabupatenList = useMemo(
    () => (values.provinsi ? listKabupaten(values.provinsi) : []),
    [values.provinsi],
  );
  const kecamatanList = useMemo(
    () => (values.kabupaten ? listKecamatan(values.provinsi, values.kabupaten) : []),
    [values.provinsi, values.kabupaten],
  );
  const desaList = useMemo(
    () => (values.kecamatan ? listDesa(values.provinsi, values.kabupaten, values.kecamatan) : []),
    [values.provinsi, values.kabupaten, values.kecamatan],
  );

  const set = (name: FieldName, value: string | boolean) => {
    setValues((v) => {
      const next = { ...v, [name]: value };
      if (name === 'provinsi') Object.assign(next, { kabupaten: '', kecamatan: '', desa: '' });
      if (name === 'kabupaten') Object.assign(next, { kecamatan: '', desa: '' });
      if (name === 'kecamatan') next.desa = '';
      return next;
    });
    setErrors((e) => ({ ...e, [name]: undefined }));
  };
  const text = (name: FieldName) => ({
    value: values[name] as string,
    error: errors[name],
    onChange: (e: { target: { value: string } }) => set(name, e.target.value),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = AddressBodySchema.safeParse({ ...values, is_default: defaultLocked || values.is_default });
    if (!parsed.success) {
      const found: Partial<Record<FieldName, string>> = {};
      for (const issue of parsed.error.issues) {
        const name = issue.path[0] as FieldName;
        found[name] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    onSubmit(parsed.data);
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Form alamat pengiriman">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Label Alamat" placeholder="Rumah, Kantor, dll." maxLength={50} {...text('label')} />
        <Field label="Nama Penerima" autoComplete="name" maxLength={100} {...text('recipient')} />
        <Field
          label="No. Telepon"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="085xxxxxxxxx"
          maxLength={20}
          {...text('phone')}
        />
        <Select label="Provinsi" {...text('provinsi')}>
          <option value="">Pilih Provinsi</option>
          {PROVINCES.map((p) => (
            <option key={p}>{p}</option>
          ))}
        </Select>
        <Select label="Kabupaten" disabled={!values.provinsi} {...text('kabupaten')}>
          <option value="">Pilih Kabupaten</option>
          {kabupatenList.map((k) => (
            <option key={k}>{k}</option>
          ))}
        </Select>
        <Select label="Kecamatan" disabled={!values.kabupaten} {...text('kecamatan')}>
          <option value="">Pilih Kecamatan</option>
          {kecamatanList.map((k) => (
            <option key={k}>{k}</option>
          ))}
        </Select>
        <Select label="Desa/Kelurahan" disabled={!values.kecamatan} {...text('desa')}>
          <option value="">Pilih Desa/Kelurahan</option>
          {desaList.map((d) => (
            <option key={d}>{d}</option>
          ))}
        </Select>
        <Field
          label="Kode Pos"
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder="69118"
          maxLength={5}
          {...text('postal_code')}
        />
      </div>
      <Textarea label="Jalan/Alamat" rows={3} maxLength={300} {...text('jalan')} />
      <label className="flex items-center gap-2 text-sm text-stone-700">
        <input
          type="checkbox"
          className="size-4 accent-brand-700"
          checked={defaultLocked || values.is_default}
          disabled={defaultLocked}
          onChange={(e) => set('is_default', e.target.checked)}
        />
        jadikan alamat ini sebagai alamat utama
      </label>
      <div className="flex flex-col-reverse gap-2 border-t border-stone-100 pt-4 sm:flex-row sm:items-center">
        {editing && onDelete ? (
          <Button variant="danger" onClick={onDelete} disabled={saving} className="sm:mr-auto">
            Hapus Alamat
          </Button>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:ml-auto sm:flex-row">
          <Button variant="outline" onClick={onCancel} disabled={saving}>
            Batal
          </Button>
          <Button type="submit" loading={saving}>
            {editing ? 'Perbarui Alamat' : 'Simpan Alamat'}
          </Button>
        </div>
      </div>
    </form>
  );
}
