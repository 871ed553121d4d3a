import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useCreateMember } from '../api/create-member.ts';
import { useLocations } from '../api/locations.ts';
import { toastFailure } from '../notify.ts';
import { FormActions } from './form-actions.tsx';

/** The add-member dialog of the member list (spec 5: the phone is a number input). */
export function MemberFormDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} title="Add Member" size="md">
      {open ? <MemberForm onClose={onClose} /> : null}
    </Dialog>
  );
}

function MemberForm({ onClose }: { onClose: () => void }) {
  const locations = useLocations({ limit: 100 });
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [locationId, setLocationId] = useState('');
  const [address, setAddress] = useState('');
  const [passcode, setPasscode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateMember();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) {
      setError('Nama member wajib diisi');
      return;
    }
    setError(null);
    try {
      await create.mutateAsync({
        name: name.trim(),
        phone: phone.trim() || null,
        location_id: locationId ? Number(locationId) : null,
        address: address.trim() || null,
        passcode: passcode.trim() || undefined,
      });
      toast.success('Member created successfully!');
      onClose();
    } catch (err) {
      setError(err instanceof Error ? err.message : null);
      toastFailure('Gagal menambah member', err);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <Field
        label="Nama"
        value={name}
        onChange={(e) => setName(e.target.value)}
        required
        maxLength={100}
        autoComplete="off"
      />
      <Field
        label="No. Telepon"
        type="number"
        inputMode="tel"
        placeholder="085xxxxxxxxx"
        value={phone}
        onChange={(e) => setPhone(e.target.value)}
      />
      <Select label="Lokasi" value={locationId} onChange={(e) => setLocationId(e.target.value)}>
        <option value="">Tanpa lokasi</option>
        {locations.data?.data.map((l) => (
          <option key={l.id} value={l.id}>
            {l.name}
          </option>
        ))}
      </Select>
      <Textarea label="Alamat" value={address} onChange={(e) => setAddress(e.target.value)} maxLength={300} />
      <Field
        label="Passcode"
        value={passcode}
        onChange={(e) => setPasscode(e.target.value)}
        maxLength={20}
        hint="Kosongkan untuk dibuat otomatis"
        autoComplete="off"
      />
      {error ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <FormActions>
        <Button variant="outline" onClick={onClose} disabled={create.isPending}>
          Batal
        </Button>
        <Button type="submit" loading={create.isPending}>
          Simpan
        </Button>
      </FormActions>
    </form>
  );
}
