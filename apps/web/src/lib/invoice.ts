import type { Order } from '@toko/shared';

/**
 * The printable invoice of a paid order, null before payment. The shopper's is beside their transaction,
 * the admin's under /dashboard (an admin stays in the dashboard); both render the one invoice page.
 */
export function invoiceHref(
  order: Pick<Order, 'id' | 'payment_status' | 'invoice_number'>,
  area: 'account' | 'dashboard',
): string | null {
  if (order.payment_status !== 'paid' || !order.invoice_number) return null;
  return area === 'account'
    ? `/account/transactions/${order.id}/invoice`
    : `/dashboard/orders/${order.id}/invoice`;
}
