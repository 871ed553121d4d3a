import type { MemberDetail } from '@toko/shared';
import { MapPin, Pencil, Phone, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { BackLink, DetailState } from '../../../components/list-page/detail-state.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { toastFailure } from '../../../lib/notify.ts';
import { useSession } from '../../../lib/session.tsx';
import { useDeleteMember } from '../api/delete-member.ts';
import { useMember } from '../api/member.ts';
import { MemberArisans } from '../components/member-arisans.tsx';
import { MemberFormDialog } from '../components/member-form-dialog.tsx';
import { ReliabilityCard } from '../components/reliability-card.tsx';
import { displayPhone } from '../reminder.ts';

const backToMembers = <BackLink to="/dashboard/members">Members</BackLink>;

/** Member detail (docs/product.md 2.8): name, passcode and location, then every arisan joined with Detail and Bayar. */
export default function MemberDetailPage() {
  const id = Number(useParams().id);
  const member = useMember(id);
  return (
    <DetailState id={id} query={member} back={backToMembers} notFound="Member tidak ditemukan.">
      {(data) => (
        <div className="flex flex-col gap-5 p-4 sm:p-6">
          <MemberHeader member={data} />
          <ReliabilityCard reliability={data.reliability} />
          <MemberArisans member={data} />
        </div>
      )}
    </DetailState>
  );
}

function MemberHeader({ member }: { member: MemberDetail }) {
  const { isAdmin } = useSession();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteMember();
  const navigate = useNavigate();

  // The server refuses (409) a member with payments; its message says why.
  const doDelete = async () => {
    try {
      await remove.mutateAsync(member.id);
      toast.success('Member berhasil dihapus');
      navigate('/dashboard/members');
    } catch (err) {
      toastFailure('Gagal menghapus member', err);
      setDeleting(false);
    }
  };

  return (
    <div>
      {backToMembers}
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h1 className="text-2xl font-bold break-words">{member.name}</h1>
        {/* Editing and deleting a member are the owner's (ADR 087). */}
        {isAdmin ? (
          <div className="flex gap-2">
            <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
              <Pencil className="size-4" aria-hidden />
              Edit
            </Button>
            <Button variant="outline" size="sm" className="text-red-700" onClick={() => setDeleting(true)}>
              <Trash2 className="size-4" aria-hidden />
              Hapus
            </Button>
          </div>
        ) : null}
      </div>
      <MemberFormDialog open={editing} member={member} onClose={() => setEditing(false)} />
      <ConfirmDialog
        open={deleting}
        title="Hapus Member"
        message={`Hapus member ${member.name}? Member yang sudah membayar arisan tidak dapat dihapus.`}
        confirmLabel="Ya, Hapus"
        onConfirm={doDelete}
        onClose={() => setDeleting(false)}
      />
      <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-stone-600">
        <span>
          Passcode{' '}
          <span className="rounded bg-stone-100 px-1.5 py-0.5 font-mono text-stone-900">
            {member.passcode}
          </span>
        </span>
        <span className="inline-flex items-center gap-1">
          <MapPin className="size-4" aria-hidden />
          {member.location?.name ?? 'Tanpa lokasi'}
        </span>
        <span className="inline-flex items-center gap-1">
          <Phone className="size-4" aria-hidden />
          {displayPhone(member.phone)}
        </span>
      </div>
      {member.address ? <p className="mt-1 text-sm text-stone-600">{member.address}</p> : null}
    </div>
  );
}
