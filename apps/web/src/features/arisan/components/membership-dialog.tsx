import type { MemberMembership } from '@toko/shared';
import { ARISAN_STATUS_LABEL, SAVING_TYPE_LABEL } from '@toko/shared/constants';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { formatCalendarDate, formatRupiah } from '../../../lib/format.ts';
import { PAYMENT_STATE_LABEL, PAYMENT_STATE_TONE, STATUS_TONE } from '../labels.ts';
import { formatPercent } from '../reminder.ts';

/** The Detail dialog: one membership's standing in full. */
export function MembershipDialog({
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
