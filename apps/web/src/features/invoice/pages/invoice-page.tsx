import type { ReactNode } from 'react';
import { useLocation, useParams } from 'react-router';
import { ApiError, isNotFound } from '../../../api/client.ts';
import { useOrder } from '../../../api/orders/order.ts';
import { PrintPage } from '../../../components/print-page.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ErrorText } from '../../../components/ui/states.tsx';
import { invoiceHref } from '../../../lib/invoice.ts';
import { InvoiceSheet } from '../components/invoice-sheet.tsx';

/**
 * The printable invoice of a paid order: one A4 page (PrintPage) with nothing of the app around it; the
 * toolbar does not print. The shopper opens their own (the API answers 404 for anyone
 * else's), an admin any; an unpaid order has no invoice yet.
 */
export default function InvoicePage() {
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const area = pathname.startsWith('/dashboard/') ? 'dashboard' : 'account';
  const back = area === 'dashboard' ? '/dashboard/orders' : `/account/transactions/${id}`;
  const order = useOrder(id);

  let body: ReactNode;
  if (order.isPending) body = <Spinner />;
  else if (order.isError && order.error instanceof ApiError && isNotFound(order.error)) {
    body = <Notice>Order not found</Notice>;
  } else if (order.isError) body = <ErrorText error={order.error} prefix="Gagal memuat invoice" />;
  else if (!invoiceHref(order.data, area)) {
    body = <Notice>Invoice belum tersedia: pesanan ini belum dibayar.</Notice>;
  } else body = <InvoiceSheet order={order.data} />;

  const printable = Boolean(order.data && invoiceHref(order.data, area));
  return (
    <PrintPage back={{ to: back, label: 'Kembali' }} print={printable ? 'ready' : 'none'}>
      {body}
    </PrintPage>
  );
}

function Notice({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="mx-auto max-w-md rounded-lg bg-yellow-50 px-4 py-3 text-sm text-yellow-800">
      {children}
    </p>
  );
}
