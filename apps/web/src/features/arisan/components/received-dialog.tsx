import type { ReceivedBody } from '@toko/shared';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/input.tsx';
import { useSetReceived } from '../api/set-received.ts';
import { toastFailure } from '../notify.ts';
import { FormActions } from './form-actions.tsx';

export interface ReceivedTarget {
  arisanId: number;
  memberId: number;
  memberName: string;
  receivedDate: string | null;
  hasReceived: boolean;
}

/** The fields that differ from what the member already has: spec 4 sends only changed fields. */
export function changedReceivedFields(
  initial: { receivedDate: string | null; hasReceived: boolean },
  form: { receivedDate: string; hasReceived: boolean },
): ReceivedBody | null {
  const body: ReceivedBody = {};
  if (form.receivedDate && form.receivedDate !== (initial.receivedDate ?? ''))
    body.received_date = form.receivedDate;
  if (form.hasReceived !== initial.hasReceived) body.isReceived = form.hasReceived;
  return Object.keys(body).length > 0 ? body : null;
}

/** 'Set Tanggal Terima': the date the member received the pot. */
export function ReceivedDialog({ target, onClose }: { target: ReceivedTarget | null; onClose: () => void }) {
  return (
    <Dialog open={target !== null} onClose={onClose} title="Set Tanggal Terima" size="sm">
      {target ? (
        <ReceivedForm key={`${target.arisanId}-${target.memberId}`} target={target} onClose={onClose} />
      ) : null}
    </Dialog>
  );
}

function ReceivedForm({ target, onClose }: { target: ReceivedTarget; onClose: () => void }) {
  const [receivedDate, setReceivedDate] = useState(target.receivedDate ?? '');
  const [hasReceived, setHasReceived] = useState(target.hasReceived);
  const save = useSetReceived();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = changedReceivedFields(target, { receivedDate, hasReceived });
    if (!body) {
      toast.info('Tidak ada perubahan yang dilakukan');
      onClose();
      return;
    }
    try {
      await save.mutateAsync({ arisanId: target.arisanId, memberId: target.memberId, body });
      toast.success('Data terima arisan berhasil diperbarui!');
      onClose();
    } catch (err) {
      toastFailure('Gagal memperbarui data terima arisan', err);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-stone-600">
        Kapan <span className="font-medium text-stone-900">{target.memberName}</span> menerima uang arisan?
      </p>
      <Field
        label="Tanggal terima"
        type="date"
        value={receivedDate}
        onChange={(e) => {
          setReceivedDate(e.target.value);
          if (e.target.value) setHasReceived(true);
        }}
      />
      <label className="flex items-center gap-2 text-sm text-stone-700">
        <input
          type="checkbox"
          className="size-4 accent-brand-700"
          checked={hasReceived}
          onChange={(e) => setHasReceived(e.target.checked)}
        />
        Sudah menerima
      </label>
      <FormActions>
        <Button variant="outline" onClick={onClose} disabled={save.isPending}>
          Batal
        </Button>
        <Button type="submit" loading={save.isPending}>
          Simpan
        </Button>
      </FormActions>
    </form>
  );
}
