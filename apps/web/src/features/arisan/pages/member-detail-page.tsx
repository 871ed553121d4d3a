import type { MemberDetail, MemberMembership } from '@toko/shared';
import { ARISAN_STATUS_LABEL, SAVING_TYPE_LABEL } from '@toko/shared/constants';
import { ArrowLeft, MapPin, Pencil, Phone, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { ApiError } from '../../../api/client.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { EmptyState, ErrorText } from '../../../components/ui/states.tsx';
import { Table, td, th } from '../../../components/ui/table.tsx';
import { formatCalendarDate, formatRupiah } from '../../../lib/format.ts';
import { toastFailure } from '../../../lib/notify.ts';
import { useDeleteMember } from '../api/delete-member.ts';
import { useMember } from '../api/member.ts';
import { MemberFormDialog } from '../components/member-form-dialog.tsx';
import { PayDialog, type PayTarget } from '../components/pay-dialog.tsx';
import { ReminderLink } from '../components/reminder-link.tsx';
import { PAYMENT_STATE_LABEL, PAYMENT_STATE_TONE, STATUS_TONE } from '../labels.ts';
import { displayPhone, formatPercent } from '../reminder.ts';

/** Member detail (spec 2.8): name, passcode and location, then every arisan joined with Detail and Bayar. */
export default function MemberDetailPage() {
  const id = Number(useParams().id);
  const member = useMember(id);

  if (!Number.isInteger(id) || id <= 0 || (member.error instanceof ApiError && member.error.status === 404)) {
    return (
      <div className="p-4 sm:p-6">
        <BackLink />
        <EmptyState>Member tidak ditemukan.</EmptyState>
      </div>
    );
  }
  if (member.isError) {
    return (
      <div className="flex flex-col gap-4 p-4 sm:p-6">
        <BackLink />
        <ErrorText error={member.error} />
      </div>
    );
  }
  if (!member.data) return <Spinner />;
  return <MemberView member={member.data} />;
}

function BackLink() {
  return (
    <Link
      to="/dashboard/members"
      className="mb-3 inline-flex items-center gap-1 text-sm text-stone-600 hover:text-stone-900"
    >
      <ArrowLeft className="size-4" aria-hidden />
      Members
    </Link>
  );
}

function MemberView({ member }: { member: MemberDetail }) {
  const [viewing, setViewing] = useState<MemberMembership | null>(null);
  const [paying, setPaying] = useState<PayTarget | null>(null);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteMember();
  const navigate = useNavigate();

  // The server refuses (409) a member with payments; its message says why.
  const doDelete = async () => {
    try {
      await remove.mutateAsync(member.id);
      toast.success('Member deleted successfully');
      navigate('/dashboard/members');
    } catch (err) {
      toastFailure('Gagal menghapus member', err);
      setDeleting(false);
    }
  };

  return (
    <div className="flex flex-col gap-5 p-4 sm:p-6">
      <div>
        <BackLink />
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h1 className="text-2xl font-bold break-words">{member.name}</h1>
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

      <section aria-labelledby="member-arisans" className="flex flex-col gap-3">
        <h2 id="member-arisans" className="text-lg font-semibold">
          Arisan yang diikuti
        </h2>
        {member.arisans.length === 0 ? (
          <EmptyState>Member ini belum mengikuti arisan.</EmptyState>
        ) : (
          <Table>
            <thead>
              <tr>
                <th className={th}>Arisan</th>
                <th className={`${th} text-right`}>Posisi</th>
                <th className={`${th} text-right`}>Kontribusi</th>
                <th className={`${th} text-right`}>Putaran Dibayar</th>
                <th className={`${th} text-right`}>Total Dibayar</th>
                <th className={`${th} text-right`}>Sisa</th>
                <th className={th}>Status</th>
                <th className={th}>Jatuh Tempo</th>
                <th className={`${th} text-right`}>Aksi</th>
              </tr>
            </thead>
            <tbody>
              {member.arisans.map((ms) => {
                const payable = !ms.arisan.archived && ms.arisan.started && ms.remaining_cycles > 0;
                return (
                  <tr key={ms.id}>
                    <td className={td}>
                      <Link to={`/dashboard/arisans/${ms.arisan_id}`} className="font-medium hover:underline">
                        {ms.arisan.name}
                      </Link>
                      {ms.arisan.archived ? (
                        <Badge tone="red" className="ml-2">
                          Diarsipkan
                        </Badge>
                      ) : null}
                    </td>
                    <td className={`${td} text-right`}>{ms.position}</td>
                    <td className={`${td} text-right`}>{formatRupiah(ms.arisan.contribution_amount)}</td>
                    <td className={`${td} text-right`}>
                      {ms.total_paid_cycles} / {ms.arisan.cycles}
                    </td>
                    <td className={`${td} text-right font-medium`}>
                      {formatRupiah(ms.total_paid_contribution)}
                    </td>
                    <td className={`${td} text-right`}>{formatRupiah(ms.remaining_amount)}</td>
                    <td className={td}>
                      <Badge tone={PAYMENT_STATE_TONE[ms.payment_status]}>
                        {PAYMENT_STATE_LABEL[ms.payment_status]}
                      </Badge>
                    </td>
                    <td className={td}>
                      {ms.arisan.payment_date
                        ? formatCalendarDate(ms.arisan.payment_date, 'DD MMM YYYY')
                        : '-'}
                      {ms.due_cycles > 0 ? (
                        <div className="text-xs text-red-600">{ms.due_cycles} putaran tertunggak</div>
                      ) : null}
                    </td>
                    <td className={td}>
                      <div className="flex items-center justify-end gap-1.5">
                        <Button
                          size="sm"
                          variant="outline"
                          aria-label={`Detail ${ms.arisan.name}`}
                          onClick={() => setViewing(ms)}
                        >
                          Detail
                        </Button>
                        <Button
                          size="sm"
                          aria-label={`Bayar ${ms.arisan.name}`}
                          disabled={!payable}
                          onClick={() =>
                            setPaying({
                              arisanId: ms.arisan_id,
                              arisanName: ms.arisan.name,
                              memberId: member.id,
                              memberName: member.name,
                              contributionAmount: ms.arisan.contribution_amount,
                              remainingCycles: ms.remaining_cycles,
                              lateFee: ms.arisan.late_fee,
                            })
                          }
                        >
                          Bayar
                        </Button>
                        <ReminderLink
                          name={member.name}
                          phone={member.phone}
                          arisanName={ms.arisan.name}
                          dueCycles={ms.due_cycles}
                          dueAmount={ms.due_amount}
                        />
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
        )}
      </section>

      <MembershipDialog membership={viewing} onClose={() => setViewing(null)} />
      <PayDialog target={paying} onClose={() => setPaying(null)} />
    </div>
  );
}

/** The Detail dialog: one membership's standing in full. */
function MembershipDialog({
  membership,
  onClose,
}: {
  membership: MemberMembership | null;
  onClose: () => void;
}) {
  const ms = membership;
  return (
    <Dialog open={ms !== null} onClose={onClose} title={ms ? ms.arisan.name : 'Detail'} size="md">
      {ms ? (
        <div className="flex flex-col gap-4 text-sm">
          <div className="flex flex-wrap gap-2">
            <Badge tone={STATUS_TONE[ms.arisan.status]}>{ARISAN_STATUS_LABEL[ms.arisan.status]}</Badge>
            <Badge tone="brand">{SAVING_TYPE_LABEL[ms.arisan.saving_type]}</Badge>
            <Badge tone={PAYMENT_STATE_TONE[ms.payment_status]}>
              {PAYMENT_STATE_LABEL[ms.payment_status]}
            </Badge>
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
            <dt className="text-stone-500">Posisi</dt>
            <dd>{ms.position}</dd>
            <dt className="text-stone-500">Kontribusi</dt>
            <dd>{formatRupiah(ms.arisan.contribution_amount)} / putaran</dd>
            <dt className="text-stone-500">Putaran dibayar</dt>
            <dd>
              {ms.total_paid_cycles} dari {ms.arisan.cycles}
            </dd>
            <dt className="text-stone-500">Total dibayar</dt>
            <dd className="font-medium">{formatRupiah(ms.total_paid_contribution)}</dd>
            <dt className="text-stone-500">Sisa</dt>
            <dd>
              {formatRupiah(ms.remaining_amount)} ({ms.remaining_cycles} putaran)
            </dd>
            <dt className="text-stone-500">Jatuh tempo berikut</dt>
            <dd>{ms.arisan.payment_date ? formatCalendarDate(ms.arisan.payment_date) : '-'}</dd>
            <dt className="text-stone-500">Tertunggak</dt>
            <dd>{ms.due_cycles > 0 ? `${ms.due_cycles} putaran (${formatRupiah(ms.due_amount)})` : '-'}</dd>
            <dt className="text-stone-500">Terima arisan</dt>
            <dd>
              {ms.has_received
                ? `Sudah, ${ms.received_date ? formatCalendarDate(ms.received_date) : ''}`
                : 'Belum'}
            </dd>
          </dl>
          <div>
            <div className="mb-1 flex justify-between text-xs text-stone-500">
              <span>Progres pembayaran</span>
              <span>{formatPercent(ms.payment_progress)}</span>
            </div>
            <ProgressBar value={ms.payment_progress} label="Progres pembayaran" />
          </div>
          <Link
            to={`/dashboard/arisans/${ms.arisan_id}`}
            className={buttonClass('outline', 'sm', 'self-start')}
          >
            Buka halaman arisan
          </Link>
        </div>
      ) : null}
    </Dialog>
  );
}
