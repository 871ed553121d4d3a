import type { Order } from '@toko/shared';
import type { ReactNode } from 'react';
import { inSelectionOrder, usePrintSelection } from '../../../api/orders/selected-orders.ts';
import { QueryState } from '../../../components/list-page/query-state.tsx';
import { PrintPage } from '../../../components/print-page.tsx';
import { EmptyState } from '../../../components/ui/states.tsx';
import { invoiceHref } from '../../../lib/invoice.ts';
import { InvoiceSheet } from '../components/invoice-sheet.tsx';

const EMPTY = 'Pilih pesanan di daftar pesanan untuk mencetak invoice.';

/**
 * 'Cetak Invoice' of the owner's selection (ADR 088): the invoice of every paid order, one A4 page each,
 * in the order of the URL (?ids=3,1,2). An order not paid yet has no invoice (the page of one order says
 * the same), so it is named on screen and left out of the print.
 */
export default function InvoicesPage() {
  const { ids, query, selection, print } = usePrintSelection(byPayment, (s) => s.paid.length > 0);

  return (
    <PrintPage back={{ to: '/dashboard/orders', label: 'Kembali ke Pesanan' }} print={print}>
      <div className="mx-auto mb-4 flex max-w-[210mm] flex-col gap-3 px-4 print:hidden">
        <h1 className="text-lg font-bold">Invoice{selection ? ` (${selection.paid.length})` : ''}</h1>
        {selection && selection.unpaid.length > 0 ? (
          <Notice>
            Tanpa invoice (belum dibayar): {selection.unpaid.map((o) => o.order_number).join(', ')}
          </Notice>
        ) : null}
        {selection && selection.missing.length > 0 ? (
          <Notice>Tidak ditemukan: pesanan {selection.missing.map((id) => `#${id}`).join(', ')}</Notice>
        ) : null}
      </div>
      <div className="mx-auto max-w-[210mm] print:max-w-none">
        {ids.length === 0 ? (
          <EmptyState>{EMPTY}</EmptyState>
        ) : (
          <QueryState
            query={{ isError: query.isError, error: query.error, data: selection }}
            isEmpty={(s) => s.paid.length === 0 && s.unpaid.length === 0}
            empty={EMPTY}
            errorPrefix="Gagal memuat pesanan"
            loading="Memuat pesanan..."
          >
            {(s) =>
              s.paid.map((order) => (
                // One invoice a sheet of paper; on screen the sheets stand apart.
                <div key={order.id} className="mb-6 break-after-page last:break-after-auto print:mb-0">
                  <InvoiceSheet order={order} />
                </div>
              ))
            }
          </QueryState>
        )}
      </div>
    </PrintPage>
  );
}

/** The paid and unpaid orders in the URL's order, and the ids the server did not answer. */
function byPayment(ids: readonly number[], orders: readonly Order[]) {
  const { found, missing } = inSelectionOrder(ids, orders);
  // One rule for "has an invoice", the one the order's own invoice link follows.
  const paid = found.filter((o) => invoiceHref(o, 'dashboard'));
  return { paid, unpaid: found.filter((o) => !paid.includes(o)), missing };
}

function Notice({ children }: { children: ReactNode }) {
  return <p className="rounded-lg bg-yellow-50 px-4 py-3 text-sm text-yellow-800">{children}</p>;
}
