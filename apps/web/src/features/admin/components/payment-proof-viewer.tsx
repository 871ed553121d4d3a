import type { Order } from '@toko/shared';
import { ExternalLink } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ErrorText } from '../../../components/ui/states.tsx';
import { formatDate, formatRupiah } from '../../../lib/format.ts';
import { usePaymentProof } from '../api/payment-proof.ts';

/** A blob as a URL the page can show, freed when the blob changes or the viewer closes. */
function useObjectUrl(blob: Blob | undefined) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return setUrl(null);
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}

/** The amount the transfer must show: the total with its Kode Unik, as the admin reads the bank statement. */
export function ExpectedAmount({ order }: { order: Pick<Order, 'total_amount' | 'unique_code'> }) {
  return (
    <>
      <span className="font-semibold whitespace-nowrap">{formatRupiah(order.total_amount)}</span>
      {order.unique_code ? (
        <span className="block text-xs text-stone-500">
          termasuk Kode Unik {formatRupiah(order.unique_code)}
        </span>
      ) : null}
    </>
  );
}

/**
 * The proof of transfer inside the order dialog: who sent it, the amount to find on the statement, and
 * the file itself (the photo inline, a PDF embedded). The file needs the admin's token, so it is fetched
 * by the API client and shown from a blob URL.
 */
export function PaymentProofViewer({ order, children }: { order: Order; children?: ReactNode }) {
  const proof = usePaymentProof(order);
  const url = useObjectUrl(proof.data);
  if (!order.proof) return null;
  const isPdf = order.proof.content_type === 'application/pdf';

  return (
    <section
      aria-label="Bukti Transfer"
      className="grid gap-4 rounded-xl border border-stone-200 p-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] sm:grid-rows-[auto_1fr]"
    >
      {/* On a phone: the facts, the file, then the decision; wider: the file left, the rest beside it. */}
      <div className="flex flex-col gap-3 sm:col-start-2 sm:row-start-1">
        <h3 className="font-semibold">Bukti Transfer</h3>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="text-stone-500">Pengirim</dt>
          <dd>
            {order.proof.sender_bank} a.n. {order.proof.sender_name}
          </dd>
          <dt className="text-stone-500">Diunggah</dt>
          <dd>{formatDate(order.proof.uploaded_at, 'DD MMM YYYY - HH:mm')}</dd>
          <dt className="text-stone-500">Jumlah seharusnya</dt>
          <dd>
            <ExpectedAmount order={order} />
          </dd>
        </dl>
      </div>
      <div className="flex flex-col gap-2 sm:col-start-1 sm:row-span-2 sm:row-start-1">
        {proof.isError ? (
          <ErrorText error={proof.error} prefix="Gagal memuat bukti transfer" />
        ) : !url ? (
          <Spinner />
        ) : (
          <>
            {isPdf ? (
              <object
                data={url}
                type="application/pdf"
                aria-label={`Bukti transfer ${order.order_number} (PDF)`}
                className="h-[60vh] w-full rounded-lg border border-stone-200"
              >
                <p className="p-3 text-stone-600">PDF tidak dapat ditampilkan di sini; buka di tab baru.</p>
              </object>
            ) : (
              <img
                src={url}
                alt={`Bukti transfer ${order.order_number}`}
                className="max-h-[60vh] w-auto max-w-full self-start rounded-lg border border-stone-200 object-contain"
              />
            )}
            <a
              href={url}
              target="_blank"
              rel="noopener"
              className="inline-flex items-center gap-1 self-start text-sm font-medium text-brand-700 hover:underline"
            >
              <ExternalLink className="size-4" aria-hidden />
              {isPdf ? 'Buka PDF di tab baru' : 'Buka gambar di tab baru'}
            </a>
          </>
        )}
      </div>
      {children ? <div className="sm:col-start-2 sm:row-start-2">{children}</div> : null}
    </section>
  );
}
