import type { PaymentEvidence } from '@toko/shared';
import { formatDate } from '../../../lib/format.ts';

/** How the payment was proven, in the owner's words (ADR 061: the decision keeps its source). */
const SOURCE_TEXT: Record<PaymentEvidence['source'], string> = {
  statement: 'Cocok dengan mutasi rekening (Impor Mutasi)',
  webhook: 'Cocok dengan mutasi dari layanan mutasi',
  manual: 'Disetujui manual oleh admin',
};

/**
 * 'Bukti Pembayaran' of an approved order: the bank's line that paid it (or the owner's own approval), so
 * the owner can answer a shopper without opening the bank app.
 */
export function OrderPaymentEvidence({ evidence }: { evidence: PaymentEvidence }) {
  return (
    <section aria-label="Bukti Pembayaran" className="rounded-lg bg-green-50 px-4 py-3 text-green-900">
      <h3 className="font-semibold">Bukti Pembayaran</h3>
      <p>
        {SOURCE_TEXT[evidence.source]} · {formatDate(evidence.decided_at, 'DD MMM YYYY - HH:mm')}
      </p>
      {evidence.line ? <p className="mt-1 break-words font-mono text-xs">{evidence.line}</p> : null}
    </section>
  );
}
