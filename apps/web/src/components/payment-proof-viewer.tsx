import { ExternalLink } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { formatDate, formatRupiah } from '../lib/format.ts';
import { Spinner } from './ui/spinner.tsx';
import { ErrorText } from './ui/states.tsx';

/** A blob as a URL the page can show, freed when the blob changes or the viewer closes. */
export function useObjectUrl(blob: Blob | undefined) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return setUrl(null);
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}

/** What to transfer (an order's or a member's): the total with its Kode Unik. */
export interface TransferAmount {
  total_amount: number;
  unique_code: number;
}

/** The amount the transfer must show: the total with its Kode Unik, as the admin reads the bank statement. */
export function ExpectedAmount({ order }: { order: TransferAmount }) {
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

/** The uploaded proof's facts, as orders and member transfers both carry them. */
export interface ProofFacts {
  sender_bank: string;
  sender_name: string;
  content_type: 'image/jpeg' | 'application/pdf';
  uploaded_at: string;
}

/** The file as its query has it: the bytes once loaded, or the error. */
export interface ProofFile {
  data?: Blob;
  isError: boolean;
  error: unknown;
}

/**
 * A proof of transfer waiting for the admin (an order's or an arisan member's): who sent it, the amount to
 * find on the statement, and the file itself (the photo inline, a PDF embedded). The file needs the admin's
 * token, so its query fetches it through the API client and it is shown from a blob URL. `children` is the
 * decision ('Setujui' / 'Tolak').
 */
export function PaymentProofViewer({
  proof,
  file,
  amount,
  name,
  children,
}: {
  proof: ProofFacts;
  file: ProofFile;
  amount: TransferAmount;
  /** What the proof is for, in the file's accessible name: 'Bukti transfer <name>'. */
  name: string;
  children?: ReactNode;
}) {
  const url = useObjectUrl(file.data);
  const isPdf = proof.content_type === 'application/pdf';

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
            {proof.sender_bank} atas nama {proof.sender_name}
          </dd>
          <dt className="text-stone-500">Diunggah</dt>
          <dd>{formatDate(proof.uploaded_at, 'DD MMM YYYY - HH:mm')}</dd>
          <dt className="text-stone-500">Jumlah seharusnya</dt>
          <dd>
            <ExpectedAmount order={amount} />
          </dd>
        </dl>
      </div>
      <div className="flex flex-col gap-2 sm:col-start-1 sm:row-span-2 sm:row-start-1">
        {file.isError ? (
          <ErrorText error={file.error} prefix="Gagal memuat bukti transfer" />
        ) : !url ? (
          <Spinner />
        ) : (
          <>
            {isPdf ? (
              <object
                data={url}
                type="application/pdf"
                aria-label={`Bukti transfer ${name} (PDF)`}
                className="h-[60vh] w-full rounded-lg border border-stone-200"
              >
                <p className="p-3 text-stone-600">PDF tidak dapat ditampilkan di sini; buka di tab baru.</p>
              </object>
            ) : (
              <img
                src={url}
                alt={`Bukti transfer ${name}`}
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
