import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useAddArisanMember } from '../api/add-arisan-member.ts';
import { useMembers } from '../api/members.ts';
import { toastFailure } from '../notify.ts';
import { FormActions } from './form-actions.tsx';
import { SearchInput } from './search-input.tsx';

/** Adds an existing member to the arisan at a position (spec 5: member and position are required). */
export function JoinArisanDialog({
  arisanId,
  nextPosition,
  open,
  onClose,
}: {
  arisanId: number;
  nextPosition: number;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} title="Tambah Member" size="md">
      {open ? <JoinForm arisanId={arisanId} nextPosition={nextPosition} onClose={onClose} /> : null}
    </Dialog>
  );
}

function JoinForm({
  arisanId,
  nextPosition,
  onClose,
}: {
  arisanId: number;
  nextPosition: number;
  onClose: () => void;
}) {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search, 300);
  const members = useMembers({ search: debounced.trim() || undefined, limit: 50 });
  const [memberId, setMemberId] = useState('');
  const [position, setPosition] = useState(String(nextPosition));
  const [error, setError] = useState<string | null>(null);
  const add = useAddArisanMember();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const pos = Number(position);
    if (!memberId || !Number.isInteger(pos) || pos < 1) {
      setError('Member dan posisi wajib diisi (posisi minimal 1)');
      return;
    }
    setError(null);
    try {
      await add.mutateAsync({ arisan_id: arisanId, member_id: Number(memberId), position: pos });
      toast.success('Member berhasil ditambahkan ke arisan!');
      onClose();
    } catch (err) {
      toastFailure('Gagal menambahkan member', err);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <SearchInput placeholder="Cari member" value={search} onChange={setSearch} className="sm:max-w-none" />
      <Select label="Member" value={memberId} required onChange={(e) => setMemberId(e.target.value)}>
        <option value="">{members.isLoading ? 'Memuat...' : 'Pilih member'}</option>
        {members.data?.data.map((m) => (
          <option key={m.id} value={m.id}>
            {m.name} ({m.passcode})
          </option>
        ))}
      </Select>
      <Field
        label="Posisi"
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        required
        value={position}
        onChange={(e) => setPosition(e.target.value)}
        hint="Urutan menerima arisan"
      />
      {error ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <FormActions>
        <Button variant="outline" onClick={onClose} disabled={add.isPending}>
          Batal
        </Button>
        <Button type="submit" loading={add.isPending}>
          Tambah
        </Button>
      </FormActions>
    </form>
  );
}
