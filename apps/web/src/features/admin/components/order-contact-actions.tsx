import type { Order } from '@toko/shared';
import { MessageCircle, Printer } from 'lucide-react';
import { buttonClass } from '../../../components/ui/button.tsx';
import { invoiceHref } from '../../../lib/invoice.ts';
import { orderWhatsappLink } from '../../../lib/whatsapp.ts';

/**
 * The order dialog's way out to the customer and to paper: WhatsApp with the message for the order's
 * state (only with a phone and something to say) and the printable invoice once paid (a new tab, so
 * the dialog stays).
 */
export function OrderContactActions({ order }: { order: Order }) {
  const whatsapp = orderWhatsappLink(order);
  const invoice = invoiceHref(order, 'dashboard');
  if (!whatsapp && !invoice) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {whatsapp ? (
        <a
          href={whatsapp}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass('outline', 'sm', 'text-green-800')}
        >
          <MessageCircle className="size-4" aria-hidden />
          Kirim WhatsApp
        </a>
      ) : null}
      {invoice ? (
        <a href={invoice} target="_blank" rel="noopener" className={buttonClass('outline', 'sm')}>
          <Printer className="size-4" aria-hidden />
          Cetak Invoice
        </a>
      ) : null}
    </div>
  );
}
