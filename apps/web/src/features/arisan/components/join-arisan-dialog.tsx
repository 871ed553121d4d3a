import {
  type AddArisanMemberBody,
  AddArisanMemberBodySchema,
  earlyPositionCount,
  reliabilityLabel,
} from '@toko/shared';
import { useState } from 'react';
import { SearchField } from '../../../components/list-page/search-field.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { CancelButton, Form, FormActions, SubmitButton, useZodForm } from '../../../components/ui/form.tsx';
import { Field } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useAddArisanMember } from '../api/add-arisan-member.ts';
import { useMembers } from '../api/members.ts';
import { ReliabilityBadge } from './reliability-badge.tsx';

/** Adds an existing member to the arisan at a position (docs/product.md 5: member and position are required). */
export function JoinArisanDialog({
  arisanId,
  nextPosition,
  early,
  open,
  onClose,
}: {
  arisanId: number;
  nextPosition: number;
  /** The arisan's minimum on-time share for its early positions (decision 079), said under 'Posisi'. */
  early?: EarlyRule;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} title="Tambah Member" size="md">
      {open ? (
        <JoinForm arisanId={arisanId} nextPosition={nextPosition} early={early} onClose={onClose} />
      ) : null}
    </Dialog>
  );
}

type EarlyRule = { duration: number; minimum: number | null };

const positionHint = (early: EarlyRule | undefined) => {
  const count = early ? earlyPositionCount(early.duration) : 0;
  if (!early || early.minimum === null || count === 0) return 'Urutan menerima arisan';
  const range = count === 1 ? 'Posisi 1' : `Posisi 1-${count}`;
  return `Urutan menerima arisan. ${range} hanya untuk member yang tepat waktu minimal ${early.minimum}%.`;
};

type JoinInput = { arisan_id: number; member_id: string; position: number };

function JoinForm({
  arisanId,
  nextPosition,
  early,
  onClose,
}: {
  arisanId: number;
  nextPosition: number;
  early: EarlyRule | undefined;
  onClose: () => void;
}) {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search, 300);
  // Only members not yet in this arisan: the server filters, so a page of 50 is 50 candidates.
  const members = useMembers({ search: debounced.trim() || undefined, not_in_arisan: arisanId, limit: 50 });
  const add = useAddArisanMember();
  const form = useZodForm<AddArisanMemberBody, JoinInput>(AddArisanMemberBodySchema, {
    arisan_id: arisanId,
    member_id: '',
    position: nextPosition,
  });
  const errors = form.formState.errors;
  const chosenId = Number(form.watch('member_id'));
  const chosen = members.data?.data.find((m) => m.id === chosenId);

  return (
    <Form
      form={form}
      onSubmit={(body) => add.mutateAsync(body)}
      success="Member berhasil ditambahkan ke arisan!"
      failure="Gagal menambahkan member"
      onSuccess={onClose}
    >
      <SearchField label="Cari member" value={search} onChange={setSearch} wide />
      <Select label="Member" required {...form.register('member_id')} error={errors.member_id?.message}>
        <option value="">
          {members.isLoading
            ? 'Memuat...'
            : members.data?.data.length === 0
              ? debounced.trim()
                ? 'Member tidak ditemukan'
                : 'Semua member sudah ikut arisan ini'
              : 'Pilih member'}
        </option>
        {members.data?.data.map((m) => (
          <option key={m.id} value={m.id}>
            {m.name} ({m.passcode}) · {reliabilityLabel(m.reliability.on_time_percent)}
          </option>
        ))}
      </Select>
      {chosen ? (
        <p
          className="-mt-2 flex flex-wrap items-center gap-2 text-sm text-stone-600"
          data-testid="chosen-reliability"
        >
          Catatan pembayaran {chosen.name}: <ReliabilityBadge percent={chosen.reliability.on_time_percent} />
        </p>
      ) : null}
      <Field
        label="Posisi"
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        required
        {...form.register('position', { valueAsNumber: true })}
        error={errors.position?.message}
        hint={positionHint(early)}
      />
      <FormActions>
        <CancelButton onClick={onClose}>Batal</CancelButton>
        <SubmitButton>Tambah</SubmitButton>
      </FormActions>
    </Form>
  );
}
