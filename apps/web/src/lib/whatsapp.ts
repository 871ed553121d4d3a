import type { Order } from '@toko/shared';
import { COURIER_INFO, trackingLink } from '@toko/shared/constants';
import { formatRupiah } from '@toko/shared/format';
import { normalizePhoneNumber, parsePhoneNumber } from '@toko/shared/phone';

/** A wa.me link that opens a chat with `phone` (any Indonesian form: 08..., +62..., 62...) and a message. */
export function whatsappLink(phone: string, text: string): string {
  return `https://wa.me/${normalizePhoneNumber(phone)}?text=${encodeURIComponent(text)}`;
}

/** The fields of an order the seller's messages to its customer use. */
export type MessageOrder = Pick<
  Order,
  | 'id'
  | 'order_number'
  | 'status'
  | 'payment_status'
  | 'total_amount'
  | 'user'
  | 'customer_phone'
  | 'courier'
  | 'tracking_number'
>;

/**
 * The seller's prefilled WhatsApp message for where the order stands: payment received (packing),
 * shipped (courier, resi and the tracking page) or delivered; null in any other state (nothing to say).
 * `origin` is the shop's address, the page's own by default.
 */
export function orderMessage(order: MessageOrder, origin = globalThis.location?.origin ?? ''): string | null {
  const hello = `Halo ${order.user?.fullname ?? 'Kak'},`;
  const detail = `${origin}/account/transactions/${order.id}`;
  if (order.status === 'processing' && order.payment_status === 'paid') {
    return `${hello} pembayaran pesanan ${order.order_number} sebesar ${formatRupiah(order.total_amount)} sudah kami terima. Pesanan Anda sedang kami kemas dan segera dikirim. Terima kasih telah berbelanja di Toko!`;
  }
  if (order.status === 'shipped') {
    const courier = order.courier ? COURIER_INFO[order.courier].label : 'kurir';
    const resi = order.tracking_number ? ` dengan nomor resi ${order.tracking_number}` : '';
    const link = trackingLink(order.courier, order.tracking_number);
    const track = link
      ? link.carriesResi
        ? ` Lacak paket: ${link.href}`
        : ` Lacak paket di ${link.href} (masukkan nomor resi di atas).`
      : '';
    return `${hello} pesanan ${order.order_number} sudah dikirim via ${courier}${resi}.${track} Detail pesanan: ${detail}`;
  }
  if (order.status === 'delivered') {
    return `${hello} pesanan ${order.order_number} sudah sampai di alamat tujuan. Bila barang sudah diterima dengan baik, mohon tekan 'Selesaikan Pesanan' di ${detail}. Terima kasih telah berbelanja di Toko!`;
  }
  return null;
}

/** The admin's chat link to the order's customer with the message for its state; null without a phone or a message. */
export function orderWhatsappLink(order: MessageOrder, origin?: string): string | null {
  const phone = order.customer_phone ? parsePhoneNumber(order.customer_phone) : null;
  const text = orderMessage(order, origin);
  return phone && text ? whatsappLink(phone, text) : null;
}

/** The admin's chat link to a user (users page); null when the user has no readable phone. */
export function userWhatsappLink(user: { fullname: string; phone_number: string | null }): string | null {
  const phone = user.phone_number ? parsePhoneNumber(user.phone_number) : null;
  return phone ? whatsappLink(phone, `Halo ${user.fullname}, kami dari Toko. `) : null;
}
