import { type Member, MemberBodySchema } from '@toko/shared';
import { z } from 'zod';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { CancelButton, Form, FormActions, SubmitButton, useZodForm } from '../../../components/ui/form.tsx';
import { Field } from '../../../components/ui/input.tsx';
import { PhoneInput } from '../../../components/ui/phone-input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useCreateMember } from '../api/create-member.ts';
import { useLocations } from '../api/locations.ts';
import { useUpdateMember } from '../api/update-member.ts';

// The shared member schema; the location select gives text ('' for none).
const MemberFormSchema = MemberBodySchema.extend({
  location_id: z.string().transform((v) => (v ? Number(v) : null)),
});

/**
 * Add or edit a member. The phone takes any usual way of writing an Indonesian mobile number and is
 * stored as 62...; one it cannot read is an error under the field, never silently dropped.
 */
export function MemberFormDialog({
  open,
  member = null,
  onClose,
}: {
  open: boolean;
  member?: Member | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} title={member ? 'Ubah Member' : 'Tambah Member'} size="md">
      {open ? <MemberForm member={member} onClose={onClose} /> : null}
    </Dialog>
  );
}

function MemberForm({ member, onClose }: { member: Member | null; onClose: () => void }) {
  const locations = useLocations({ limit: 100 });
  const create = useCreateMember();
  const update = useUpdateMember();
  const form = useZodForm(MemberFormSchema, {
    name: member?.name ?? '',
    phone: member?.phone ?? '',
    location_id: member?.location_id ? String(member.location_id) : '',
    address: member?.address ?? '',
    passcode: member?.passcode ?? '',
  });
  const errors = form.formState.errors;

  return (
    <Form
      form={form}
      onSubmit={(body) =>
        member ? update.mutateAsync({ id: member.id, ...body }) : create.mutateAsync(body)
      }
      success={member ? 'Member berhasil diperbarui!' : 'Member created successfully!'}
      failure={member ? 'Gagal memperbarui member' : 'Gagal menambah member'}
      onSuccess={onClose}
    >
      <Field
        label="Nama"
        maxLength={100}
        autoComplete="off"
        {...form.register('name')}
        error={errors.name?.message}
      />
      <PhoneInput
        label="No. Telepon"
        placeholder="085xxxxxxxxx"
        {...form.register('phone')}
        error={errors.phone?.message}
      />
      <Select label="Lokasi" {...form.register('location_id')} error={errors.location_id?.message}>
        <option value="">Tanpa lokasi</option>
        {locations.data?.data.map((l) => (
          <option key={l.id} value={l.id}>
            {l.name}
          </option>
        ))}
      </Select>
      <Textarea
        label="Alamat"
        maxLength={300}
        {...form.register('address')}
        error={errors.address?.message}
      />
      <Field
        label="Passcode"
        maxLength={20}
        hint="Kosongkan untuk dibuat otomatis"
        autoComplete="off"
        {...form.register('passcode')}
        error={errors.passcode?.message}
      />
      <FormActions>
        <CancelButton onClick={onClose}>Batal</CancelButton>
        <SubmitButton>Simpan</SubmitButton>
      </FormActions>
    </Form>
  );
}
