import type { BulkOrderAction, BulkOrderResult, BulkOrderRow } from '@toko/shared';
import { CheckCheck, Download, FileText, PackageCheck, Printer, Truck, X } from 'lucide-react';
import { useState } from 'react';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { toastFailure } from '../../../lib/notify.ts';
import { useBusyAction } from '../../../lib/use-busy-action.ts';
import { useBulkOrders } from '../api/bulk-orders.ts';
import { downloadOrdersCsv } from '../api/export-orders-csv.ts';
import { BulkShipDialog } from './bulk-ship-dialog.tsx';
import type { OrderSelection } from './order-selection.tsx';

type Confirmable = Exclude<BulkOrderAction, 'ship'>;

const CONFIRM: Record<Confirmable, { title: string; message: (n: number) => string; label: string }> = {
  process: {
    title: 'Tandai dibayar & dikemas',
    message: (n) =>
      `${n} pesanan yang menunggu pembayaran akan ditandai Dibayar dan mulai Dikemas. Pastikan setiap transfernya sudah masuk ke rekening toko.`,
    label: 'Tandai Dikemas',
  },
  deliver: {
    title: 'Tandai selesai',
    message: (n) => `${n} pesanan yang sedang dikirim akan ditandai Selesai (sudah sampai di pembeli).`,
    label: 'Tandai Selesai',
  },
};

/**
 * What the owner does with the selected orders (ADR 088): process, ship, deliver, print slips and
 * invoices, export. Each order follows the transition table on its own; the answer says which were
 * skipped and why, and those stay selected so the owner can look at them.
 */
export function BulkOrderBar({ selection }: { selection: OrderSelection }) {
  const bulk = useBulkOrders();
  const [asking, setAsking] = useState<Confirmable | null>(null);
  const [shipping, setShipping] = useState(false);
  const [result, setResult] = useState<BulkOrderResult | null>(null);
  const { run: exportCsv, busy: exporting } = useBusyAction(() =>
    downloadOrdersCsv({ ids: selection.ids.join(',') }).catch((err) =>
      toastFailure('Gagal mengekspor CSV', err),
    ),
  );
  const n = selection.orders.length;

  const send = async (action: BulkOrderAction, orders: BulkOrderRow[]) => {
    try {
      const answer = await bulk.mutateAsync({ action, orders });
      setResult(answer);
      selection.keepOnly(answer.skipped.map((s) => s.id));
      setShipping(false);
      setAsking(null);
    } catch (err) {
      toastFailure('Gagal memperbarui pesanan', err);
    }
  };
  const idRows = () => selection.ids.map((id) => ({ id }));
  const query = `ids=${selection.ids.join(',')}`;

  return (
    <>
      {n > 0 ? (
        <section
          aria-label="Aksi pesanan terpilih"
          className="sticky top-2 z-10 flex flex-wrap items-center gap-2 rounded-xl border border-brand-200 bg-brand-50 p-3 shadow-sm"
        >
          <p className="mr-auto text-sm font-semibold text-brand-900" aria-live="polite">
            {n} pesanan dipilih
          </p>
          <Button size="sm" variant="outline" onClick={() => setAsking('process')}>
            <PackageCheck className="size-4" aria-hidden />
            Tandai Dikemas
          </Button>
          <Button size="sm" variant="outline" onClick={() => setShipping(true)}>
            <Truck className="size-4" aria-hidden />
            Kirim
          </Button>
          <Button size="sm" variant="outline" onClick={() => setAsking('deliver')}>
            <CheckCheck className="size-4" aria-hidden />
            Tandai Selesai
          </Button>
          {/* Printing opens its own tab, as the order dialog's invoice does: the pick stays here. */}
          <a
            href={`/dashboard/orders/slips?${query}`}
            target="_blank"
            rel="noopener"
            className={buttonClass('outline', 'sm')}
          >
            <Printer className="size-4" aria-hidden />
            Label Pengiriman
          </a>
          <a
            href={`/dashboard/orders/invoices?${query}`}
            target="_blank"
            rel="noopener"
            className={buttonClass('outline', 'sm')}
          >
            <FileText className="size-4" aria-hidden />
            Invoice
          </a>
          <Button size="sm" variant="outline" loading={exporting} onClick={() => exportCsv()}>
            <Download className="size-4" aria-hidden />
            Ekspor Pilihan
          </Button>
          <Button size="sm" variant="ghost" onClick={selection.clear}>
            <X className="size-4" aria-hidden />
            Batal Pilih
          </Button>
        </section>
      ) : null}
      {result ? <BulkResult result={result} onClose={() => setResult(null)} /> : null}
      {asking ? (
        <ConfirmDialog
          open
          tone="primary"
          title={CONFIRM[asking].title}
          message={CONFIRM[asking].message(n)}
          confirmLabel={CONFIRM[asking].label}
          onConfirm={() => send(asking, idRows())}
          onClose={() => setAsking(null)}
        />
      ) : null}
      {shipping ? (
        <BulkShipDialog
          open
          orders={selection.orders}
          loading={bulk.isPending}
          onSubmit={(rows) => send('ship', rows)}
          onClose={() => setShipping(false)}
        />
      ) : null}
    </>
  );
}

/** The answer in words: how many changed, and each skipped order with its reason. */
function BulkResult({ result, onClose }: { result: BulkOrderResult; onClose: () => void }) {
  const skipped = result.skipped.length;
  return (
    <div
      role="status"
      className={`flex items-start gap-3 rounded-xl border p-3 text-sm ${skipped ? 'border-amber-300 bg-amber-50 text-amber-900' : 'border-green-300 bg-green-50 text-green-900'}`}
    >
      <div className="mr-auto">
        <p className="font-semibold">
          {result.done.length} pesanan diperbarui{skipped ? `, ${skipped} dilewati:` : '.'}
        </p>
        {skipped ? (
          <ul className="mt-1 list-disc pl-5">
            {result.skipped.map((s) => (
              <li key={s.id}>
                <span className="font-mono text-xs">{s.order_number ?? `#${s.id}`}</span>: {s.reason}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <button
        type="button"
        onClick={onClose}
        className="rounded p-1 hover:bg-black/5"
        aria-label="Tutup hasil"
      >
        <X className="size-4" aria-hidden />
      </button>
    </div>
  );
}
