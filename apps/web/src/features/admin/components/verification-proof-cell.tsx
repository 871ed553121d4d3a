import type { Order } from '@toko/shared';
import { REVIEW_OVERDUE_LABEL } from '@toko/shared/payment-stage';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatDate } from '../../../lib/format.ts';

/**
 * A row of 'Perlu Verifikasi': who sent the proof and when, the owner's own deadline to decide, flagged
 * 'Terlambat diperiksa' once it has passed (the order is never cancelled for it, ADR 049), and the way to
 * the proof.
 */
export function VerificationProofCell({ order, onOpen }: { order: Order; onOpen: () => void }) {
  if (!order.proof) return null;
  return (
    <>
      <div className="font-medium">
        {order.proof.sender_bank} atas nama {order.proof.sender_name}
      </div>
      <div className="text-xs text-stone-500">
        {order.proof.content_type === 'application/pdf' ? 'PDF' : 'Foto'} ·{' '}
        {formatDate(order.proof.uploaded_at, 'DD MMM YYYY - HH:mm')}
      </div>
      {order.review_due_at ? (
        order.review_overdue ? (
          <div className="mt-1 flex flex-wrap items-center gap-1.5 text-xs text-red-700">
            <Badge tone="red">{REVIEW_OVERDUE_LABEL}</Badge> sejak{' '}
            {formatDate(order.review_due_at, 'DD MMM YYYY - HH:mm')}
          </div>
        ) : (
          <div className="mt-1 text-xs text-stone-600">
            Periksa sebelum {formatDate(order.review_due_at, 'DD MMM YYYY - HH:mm')}
          </div>
        )
      ) : null}
      <Button size="sm" variant="outline" className="mt-1" onClick={onOpen}>
        Periksa Bukti
      </Button>
    </>
  );
}
