import { type Order, type OrderReturn, RETURN_STATUS_LABEL, type ReturnStatus } from '@toko/shared';
import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { formatDate, formatRupiah } from '../../../lib/format.ts';
import { useOrderReturns } from '../api/returns.ts';
import { ReturnRequestDialog } from './return-request-dialog.tsx';

const TONE: Record<ReturnStatus, string> = {
  requested: 'bg-amber-100 text-amber-900',
  approved: 'bg-blue-100 text-blue-900',
  rejected: 'bg-red-100 text-red-800',
  refunded: 'bg-green-100 text-green-900',
};

/**
 * 'Pengembalian' on a delivered order (ADR 089): its returns with the shop's answers, and 'Ajukan
 * Pengembalian' while the owner's window is open. Nothing shows for an order that cannot have one.
 */
export function OrderReturns({ order, className }: { order: Order; className: string }) {
  const delivered = order.status === 'delivered' && order.payment_status === 'paid';
  const returns = useOrderReturns(order.id, delivered);
  const [asking, setAsking] = useState(false);
  const data = returns.data;
  if (!delivered || !data || (data.data.length === 0 && !data.eligibility.can_request)) return null;
  const { eligibility } = data;
  return (
    <section className={className} aria-labelledby="returns-heading">
      <h2 id="returns-heading" className="mb-2 text-base font-semibold">
        Pengembalian
      </h2>
      {data.data.length > 0 ? (
        <ul className="mb-3 flex flex-col gap-3">
          {data.data.map((r) => (
            <ReturnCard key={r.id} entry={r} />
          ))}
        </ul>
      ) : null}
      {eligibility.can_request && eligibility.open_until ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-stone-600">
            Barang rusak atau tidak sesuai? Ajukan sampai{' '}
            {formatDate(eligibility.open_until, 'DD MMMM YYYY - HH:mm')} WIB.
          </p>
          <Button variant="outline" onClick={() => setAsking(true)}>
            <Undo2 className="size-4" aria-hidden />
            Ajukan Pengembalian
          </Button>
        </div>
      ) : null}
      <ReturnRequestDialog
        order={order}
        eligibility={eligibility}
        open={asking}
        onClose={() => setAsking(false)}
      />
    </section>
  );
}

function ReturnCard({ entry }: { entry: OrderReturn }) {
  return (
    <li className="rounded-xl border border-stone-200 p-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONE[entry.status]}`}>
          {RETURN_STATUS_LABEL[entry.status]}
        </span>
        <span className="text-xs text-stone-500">
          Diajukan {formatDate(entry.requested_at, 'DD MMM YYYY - HH:mm')}
        </span>
      </div>
      <ul className="mt-2 text-stone-800">
        {entry.items.map((i) => (
          <li key={i.order_item_id}>
            {i.name} × {i.quantity}
          </li>
        ))}
      </ul>
      <p className="mt-1 text-stone-600">Alasan: {entry.reason}</p>
      {entry.owner_note ? <p className="mt-1 text-stone-800">Catatan toko: {entry.owner_note}</p> : null}
      {entry.refund ? (
        <p className="mt-1 font-medium text-green-800">
          Dana {formatRupiah(entry.refund.amount)} sudah ditransfer (ref. {entry.refund.reference})
        </p>
      ) : entry.status === 'approved' ? (
        <p className="mt-1 text-stone-600">
          Kirim barangnya kembali ke toko; dana ditransfer setelah barang diterima.
        </p>
      ) : null}
    </li>
  );
}
