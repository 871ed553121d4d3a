import { type OrderReturn, RETURN_STATUS_LABEL, type ReturnStatus } from '@toko/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useObjectUrl } from '../../../components/payment-proof-viewer.tsx';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { formatDate, formatRupiah } from '../../../lib/format.ts';
import { useReturnPhoto } from '../api/return-photo.ts';
import { ReturnDecisionForm } from './return-decision-form.tsx';
import { itemsValue, RefundForm, RefundInfo } from './return-refund.tsx';

const STATUS_TONE: Record<ReturnStatus, BadgeTone> = {
  requested: 'yellow',
  approved: 'blue',
  refunded: 'green',
  rejected: 'red',
};

export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  return <Badge tone={STATUS_TONE[status]}>{RETURN_STATUS_LABEL[status]}</Badge>;
}

/**
 * 'Periksa Pengembalian' (docs/decisions/089-returns-and-refunds.md): what the customer sends back and why,
 * then the step its status allows: the decision, the refund, or what was refunded. `onChange` gets the
 * return as the server answered a step, so the dialog moves on to the next one (approve, then refund).
 */
export function ReturnDialog({
  value,
  onClose,
  onChange,
}: {
  value: OrderReturn | null;
  onClose: () => void;
  onChange: (next: OrderReturn) => void;
}) {
  return (
    <Dialog open={value !== null} onClose={onClose} title="Periksa Pengembalian" size="lg">
      {/* Keyed by the status too: each step starts with a fresh form. */}
      {value ? <ReturnDetail key={`${value.id}-${value.status}`} value={value} onChange={onChange} /> : null}
    </Dialog>
  );
}

function ReturnDetail({ value: r, onChange }: { value: OrderReturn; onChange: (next: OrderReturn) => void }) {
  return (
    <div className="flex flex-col gap-5 text-sm">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5">
        <Fact term="No. Pesanan">
          <Link
            to={`/dashboard/orders?order=${r.order_id}`}
            className="font-medium text-brand-700 hover:underline"
          >
            {r.order_number}
          </Link>
        </Fact>
        <Fact term="Pembeli">
          {r.customer ? (
            <>
              {r.customer.fullname} <span className="text-stone-500">({r.customer.email})</span>
            </>
          ) : (
            <span className="text-stone-500">Akun sudah dihapus</span>
          )}
        </Fact>
        <Fact term="Diajukan">{formatDate(r.requested_at, 'DD MMM YYYY - HH:mm')}</Fact>
        <Fact term="Status">
          <ReturnStatusBadge status={r.status} />
        </Fact>
      </dl>

      <Part title="Alasan">
        <p className="break-words whitespace-pre-line text-stone-800">{r.reason}</p>
      </Part>

      <Part title="Barang">
        <ul className="divide-y divide-stone-100 rounded-lg border border-stone-200">
          {r.items.map((item) => (
            <li key={item.order_item_id} className="flex justify-between gap-3 px-3 py-2">
              <span>
                {item.name} × {item.quantity}
                <span className="block text-xs text-stone-500">{formatRupiah(item.price)} / barang</span>
              </span>
              <span className="whitespace-nowrap">{formatRupiah(item.price * item.quantity)}</span>
            </li>
          ))}
          <li className="flex justify-between gap-3 px-3 py-2 font-semibold">
            <span>Nilai barang</span>
            <span className="whitespace-nowrap">{formatRupiah(itemsValue(r))}</span>
          </li>
        </ul>
      </Part>

      <Part title="Foto">
        <div className="flex flex-wrap gap-2">
          {r.photo_ids.map((photoId, i) => (
            <ReturnPhoto key={photoId} returnId={r.id} photoId={photoId} n={i + 1} />
          ))}
        </div>
      </Part>

      {r.owner_note ? (
        <Part title="Catatan toko">
          <p className="break-words whitespace-pre-line text-stone-800">{r.owner_note}</p>
        </Part>
      ) : null}

      {r.status === 'requested' ? <ReturnDecisionForm value={r} onDecided={onChange} /> : null}
      {r.status === 'approved' ? <RefundForm value={r} onRefunded={onChange} /> : null}
      {r.status === 'refunded' && r.refund ? <RefundInfo returnId={r.id} refund={r.refund} /> : null}
    </div>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-stone-500">{term}</dt>
      <dd>{children}</dd>
    </>
  );
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h3 className="font-semibold">{title}</h3>
      {children}
    </section>
  );
}

/** One photo as a thumbnail, opening full size in a new tab; its bytes need the token (a blob URL). */
function ReturnPhoto({ returnId, photoId, n }: { returnId: number; photoId: number; n: number }) {
  const photo = useReturnPhoto(returnId, photoId);
  const url = useObjectUrl(photo.data);
  const box = 'size-24 rounded-lg border border-stone-200';
  if (photo.isError) {
    return (
      <span className={`${box} flex items-center justify-center p-1 text-center text-xs text-stone-500`}>
        Foto {n} tidak dapat dimuat
      </span>
    );
  }
  if (!url) return <span className={`${box} animate-pulse bg-stone-100`} />;
  return (
    <a href={url} target="_blank" rel="noopener">
      <img src={url} alt={`Foto pengembalian ${n}`} className={`${box} object-cover`} />
    </a>
  );
}
