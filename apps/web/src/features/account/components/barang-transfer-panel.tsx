import type { ArisanTransfer, Bank } from '@toko/shared';
import { ARISAN_TRANSFER_STATUS_LABEL } from '@toko/shared/constants';
import { useState } from 'react';
import { usePaymentInfo } from '../../../api/payment-info/payment-info.ts';
import { useTransferQris } from '../../../api/qris/transfer-qris.ts';
import { BankTransferDetails } from '../../../components/bank-transfer-details.tsx';
import { QueryState } from '../../../components/list-page/query-state.tsx';
import { ProofUploadForm } from '../../../components/payment-proof-form.tsx';
import { QrisCode } from '../../../components/qris-code.tsx';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { formatDate, formatRupiah } from '../../../lib/format.ts';
import { useUploadArisanTransferProof } from '../api/upload-arisan-transfer-proof.ts';

const TONE: Record<ArisanTransfer['status'], BadgeTone> = {
  pending: 'yellow',
  review: 'blue',
  rejected: 'red',
  approved: 'green',
  cancelled: 'gray',
};

/** The cycles a transfer pays: 'putaran 2' or 'putaran 2-3'. */
export const transferCycles = (t: Pick<ArisanTransfer, 'first_cycle' | 'cycles'>) =>
  t.cycles > 1 ? `putaran ${t.first_cycle}-${t.first_cycle + t.cycles - 1}` : `putaran ${t.first_cycle}`;

/** Where the member's transfer stands: waiting for the transfer, in review, rejected with the reason, approved. */
export function TransferStatus({ transfer }: { transfer: ArisanTransfer }) {
  switch (transfer.status) {
    case 'review':
      return (
        <p role="status" className="rounded-lg bg-blue-50 px-4 py-3 text-sm text-blue-800">
          Bukti dari {transfer.proof?.sender_bank} atas nama {transfer.proof?.sender_name} sudah terkirim dan
          menunggu verifikasi admin.
        </p>
      );
    case 'rejected':
      return (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
          Bukti transfer ditolak: {transfer.rejection_reason ?? '-'}. Unggah bukti baru.
        </p>
      );
    case 'approved':
      return (
        <p role="status" className="rounded-lg bg-green-50 px-4 py-3 text-sm text-green-800">
          Iuran diterima
          {transfer.decided_at ? ` pada ${formatDate(transfer.decided_at, 'DD MMMM YYYY, HH:mm')} WIB` : ''}.
        </p>
      );
    default:
      return null;
  }
}

/**
 * 'Bayar Iuran' once the transfer exists: the exact amount with its Kode Unik, the shop's accounts (and
 * its QRIS, ADR 062) and the proof upload, the same as an order's payment page (ADR 042: the unique amount tells the transfers
 * apart). A proof can be replaced until the admin decides; a rejected one is sent again.
 */
export function BarangTransferPanel({ transfer }: { transfer: ArisanTransfer }) {
  const info = usePaymentInfo();
  const upload = useUploadArisanTransferProof();
  const [bank, setBank] = useState<Bank>('BCA');
  const open =
    transfer.status === 'pending' || transfer.status === 'review' || transfer.status === 'rejected';
  // The same amount by QRIS beside the accounts (ADR 062), when the shop has one.
  const qris = useTransferQris(transfer.id, open);
  return (
    <section
      aria-label="Transfer iuran"
      className="flex flex-col gap-3 rounded-xl border border-stone-200 p-4"
      data-testid="arisan-transfer"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-stone-900">Transfer iuran {transferCycles(transfer)}</h3>
        <Badge tone={TONE[transfer.status]}>{ARISAN_TRANSFER_STATUS_LABEL[transfer.status]}</Badge>
      </div>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        <dt className="text-stone-600">Iuran {transferCycles(transfer)}</dt>
        <dd className="text-right">{formatRupiah(transfer.amount - transfer.late_fee)}</dd>
        {transfer.late_fee > 0 ? (
          <>
            <dt className="text-stone-600">Denda keterlambatan</dt>
            <dd className="text-right">{formatRupiah(transfer.late_fee)}</dd>
          </>
        ) : null}
        <dt className="text-stone-600">Kode Unik</dt>
        <dd className="text-right">{formatRupiah(transfer.unique_code)}</dd>
      </dl>
      <QueryState query={info} loading="Memuat rekening...">
        {(data) => (
          <div>
            <BankTransferDetails
              amount={transfer.total_amount}
              uniqueCode={transfer.unique_code}
              info={data}
              bank={bank}
              onBankChange={setBank}
              label="Jumlah Transfer"
              qris={open && qris.data ? <QrisCode payment={qris.data} /> : null}
            />
          </div>
        )}
      </QueryState>
      {open ? (
        <div className="border-t border-stone-100 pt-3">
          <ProofUploadForm
            proof={transfer.proof}
            status={<TransferStatus transfer={transfer} />}
            upload={(fields) => upload.mutateAsync({ transferId: transfer.id, ...fields })}
          />
        </div>
      ) : (
        <TransferStatus transfer={transfer} />
      )}
    </section>
  );
}
