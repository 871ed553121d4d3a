import type { ArisanTransfer } from '@toko/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { useArisanTransfers } from '../../../api/arisan-transfers/arisan-transfers.ts';
import { PaymentProofViewer } from '../../../components/payment-proof-viewer.tsx';
import { RejectProofDialog } from '../../../components/reject-proof-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { EmptyState, ErrorText } from '../../../components/ui/states.tsx';
import { formatDate, formatRupiah } from '../../../lib/format.ts';
import { toastFailure } from '../../../lib/notify.ts';
import { useApproveTransfer } from '../api/approve-transfer.ts';
import { useRejectTransfer } from '../api/reject-transfer.ts';
import { useTransferProof } from '../api/transfer-proof.ts';

/** 'Putaran 2' or 'Putaran 2-3 (2 putaran)': the cycles one transfer pays. */
export function cyclesText(t: Pick<ArisanTransfer, 'first_cycle' | 'cycles'>) {
  return t.cycles === 1
    ? `Putaran ${t.first_cycle}`
    : `Putaran ${t.first_cycle}-${t.first_cycle + t.cycles - 1} (${t.cycles} putaran)`;
}

/**
 * 'Verifikasi Iuran' (ADR 042): arisan barang members' transfers waiting for the admin, oldest first, each
 * with its proof next to the amount to find on the bank statement. 'Setujui' writes the payment into the
 * group's ledger; 'Tolak' needs a reason the member reads before uploading again (the same decision as
 * 'Setujui Pembayaran' on an order).
 */
export default function TransfersPage() {
  const transfers = useArisanTransfers('review');
  const [approving, setApproving] = useState<ArisanTransfer | null>(null);
  const [rejecting, setRejecting] = useState<ArisanTransfer | null>(null);
  const approve = useApproveTransfer();
  const reject = useRejectTransfer();

  const confirmApprove = async () => {
    if (!approving) return;
    try {
      await approve.mutateAsync(approving.id);
      toast.success(`Iuran ${approving.member_name} disetujui`);
      setApproving(null);
    } catch (err) {
      toastFailure('Gagal menyetujui iuran', err);
    }
  };

  return (
    <div className="flex flex-col gap-5 p-4 sm:p-6">
      <div>
        <h1 className="text-2xl font-bold">Verifikasi Iuran</h1>
        <p className="mt-1 text-sm text-stone-600">
          Bukti transfer iuran arisan barang dari anggota, yang terlama di atas. Cocokkan jumlahnya (termasuk
          Kode Unik) dengan mutasi rekening toko sebelum menyetujui.
        </p>
      </div>
      {transfers.isError ? (
        <ErrorText error={transfers.error} />
      ) : !transfers.data ? (
        <Spinner />
      ) : transfers.data.length === 0 ? (
        <EmptyState>Tidak ada iuran yang menunggu verifikasi.</EmptyState>
      ) : (
        <ul className="flex flex-col gap-4">
          {transfers.data.map((t) => (
            <li key={t.id}>
              <TransferCard transfer={t} onApprove={setApproving} onReject={setRejecting} />
            </li>
          ))}
        </ul>
      )}

      <ConfirmDialog
        open={approving !== null}
        title="Setujui Iuran"
        message={
          <>
            Setujui iuran {approving ? formatRupiah(approving.total_amount) : ''} dari{' '}
            {approving?.member_name} untuk {approving?.arisan_name},{' '}
            {approving ? cyclesText(approving).toLowerCase() : ''}? Pastikan dana sudah masuk ke rekening
            toko; pembayaran lalu dicatat di buku arisan.
          </>
        }
        confirmLabel="Ya, Setujui"
        tone="primary"
        loading={approve.isPending}
        onConfirm={confirmApprove}
        onClose={() => setApproving(null)}
      />
      <RejectProofDialog
        open={rejecting !== null}
        onClose={() => setRejecting(null)}
        title="Tolak Iuran"
        intro={
          rejecting ? (
            <>
              Tolak bukti transfer iuran {rejecting.member_name} untuk {rejecting.arisan_name} (
              {formatRupiah(rejecting.total_amount)})? Anggota melihat alasannya di Arisan Saya dan dapat
              mengunggah bukti baru.
            </>
          ) : null
        }
        reject={(body) => reject.mutateAsync({ id: rejecting!.id, body })}
        success={`Bukti transfer ${rejecting?.member_name} ditolak`}
        failure="Gagal menolak iuran"
      />
    </div>
  );
}

function TransferCard({
  transfer: t,
  onApprove,
  onReject,
}: {
  transfer: ArisanTransfer;
  onApprove: (t: ArisanTransfer) => void;
  onReject: (t: ArisanTransfer) => void;
}) {
  const file = useTransferProof(t);
  return (
    <article
      aria-label={`Iuran ${t.member_name}`}
      className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4 text-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="text-base font-semibold">{t.member_name}</h2>
          <Link to={`/dashboard/arisans/${t.arisan_id}`} className="text-brand-700 hover:underline">
            {t.arisan_name}
          </Link>
        </div>
        <div className="text-right">
          <p className="font-medium">{cyclesText(t)}</p>
          <p className="text-xs text-stone-500">Dibuat {formatDate(t.created_at, 'DD MMM YYYY - HH:mm')}</p>
        </div>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        {/* `amount` holds the late fee too; the dues and the fee are shown apart. */}
        <dt className="text-stone-500">Iuran</dt>
        <dd>{formatRupiah(t.amount - t.late_fee)}</dd>
        {t.late_fee > 0 ? (
          <>
            <dt className="text-stone-500">Denda</dt>
            <dd>{formatRupiah(t.late_fee)}</dd>
          </>
        ) : null}
        <dt className="text-stone-500">Kode Unik</dt>
        <dd>{formatRupiah(t.unique_code)}</dd>
      </dl>
      {t.proof ? (
        <PaymentProofViewer proof={t.proof} file={file} amount={t} name={t.member_name}>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button onClick={() => onApprove(t)}>Setujui</Button>
            <Button variant="outline" className="text-red-700" onClick={() => onReject(t)}>
              Tolak
            </Button>
          </div>
        </PaymentProofViewer>
      ) : (
        <p className="text-stone-500">Bukti transfer belum diunggah.</p>
      )}
    </article>
  );
}
