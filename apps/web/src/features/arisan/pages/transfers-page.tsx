import type { ArisanTransfer } from '@toko/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { useArisanTransfers } from '../../../api/arisan-transfers/arisan-transfers.ts';
import { ListPage } from '../../../components/list-page/list-page.tsx';
import { QueryState } from '../../../components/list-page/query-state.tsx';
import { useConfirmAction } from '../../../components/list-page/use-confirm-action.ts';
import { PaymentProofViewer } from '../../../components/payment-proof-viewer.tsx';
import { RejectProofDialog } from '../../../components/reject-proof-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { formatDate, formatRupiah } from '../../../lib/format.ts';
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
  const [rejecting, setRejecting] = useState<ArisanTransfer | null>(null);
  const approve = useApproveTransfer();
  const reject = useRejectTransfer();
  const approving = useConfirmAction((t: ArisanTransfer) => approve.mutateAsync(t.id), {
    success: (t) => `Iuran ${t.member_name} disetujui`,
    failure: 'Gagal menyetujui iuran',
  });
  const a = approving.target;

  return (
    <ListPage
      title="Verifikasi Iuran"
      intro="Bukti transfer iuran arisan barang dari anggota, yang terlama di atas. Cocokkan jumlahnya (termasuk Kode Unik) dengan mutasi rekening toko sebelum menyetujui."
    >
      <QueryState
        query={transfers}
        isEmpty={(d) => d.length === 0}
        empty="Tidak ada iuran yang menunggu verifikasi."
      >
        {(list) => (
          <ul className="flex flex-col gap-4">
            {list.map((t) => (
              <li key={t.id}>
                <TransferCard transfer={t} onApprove={approving.ask} onReject={setRejecting} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>

      <ConfirmDialog
        {...approving.dialog}
        title="Setujui Iuran"
        message={
          <>
            Setujui iuran {a ? formatRupiah(a.total_amount) : ''} dari {a?.member_name} untuk {a?.arisan_name}
            , {a ? cyclesText(a).toLowerCase() : ''}? Pastikan dana sudah masuk ke rekening toko; pembayaran
            lalu dicatat di buku arisan.
          </>
        }
        confirmLabel="Ya, Setujui"
        tone="primary"
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
    </ListPage>
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
