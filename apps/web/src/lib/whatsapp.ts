import type { BarangGroup, BarangMemberRow, Order } from '@toko/shared';
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

/** The member's page for their groups ('Arisan Saya'), where they pay and follow their goods. */
const MY_ARISAN_PATH = '/account/arisan';

/**
 * The admin's prefilled WhatsApp message to an arisan barang member for where they stand (ADR 042,
 * 'Notices'): dues past their date first (money owed matters most), then their turn to receive the goods
 * while the order is on its way, then that the group has started; null when there is nothing to say
 * (a group still filling up, a member up to date after the goods arrived).
 */
export function barangMemberMessage(
  member: Pick<BarangMemberRow, 'name' | 'cycles_overdue' | 'received_cycle' | 'order'>,
  group: Pick<BarangGroup, 'name' | 'state' | 'contribution_amount' | 'product'>,
  origin = globalThis.location?.origin ?? '',
): string | null {
  const hello = `Halo ${member.name},`;
  const mine = `${origin}${MY_ARISAN_PATH}`;
  if (member.cycles_overdue > 0) {
    const owed = formatRupiah(group.contribution_amount * member.cycles_overdue);
    return `${hello} iuran ${group.name}: ${member.cycles_overdue} putaran sudah jatuh tempo dan belum dibayar (${owed}). Bayar dengan transfer dan unggah buktinya di Arisan Saya: ${mine}. Terima kasih.`;
  }
  const order = member.order;
  if (
    member.received_cycle !== null &&
    order &&
    (order.status === 'processing' || order.status === 'shipped')
  ) {
    const where =
      order.status === 'shipped'
        ? `sudah dikirim via ${order.courier ? COURIER_INFO[order.courier].label : 'kurir'}${order.tracking_number ? ` dengan nomor resi ${order.tracking_number}` : ''}`
        : 'sedang kami kemas';
    return `${hello} giliranmu! Kamu menerima ${group.product.name} di putaran ${member.received_cycle} ${group.name}. Pesanan ${order.order_number} ${where}. Lihat di Arisan Saya: ${mine}`;
  }
  if (group.state === 'running') {
    return `${hello} ${group.name} sudah dimulai. Iuran ${formatRupiah(group.contribution_amount)} per putaran; jadwal dan pembayarannya ada di Arisan Saya: ${mine}`;
  }
  return null;
}

/** The admin's chat link to an arisan barang member; null without a phone or a message. */
export function barangMemberWhatsappLink(
  member: Pick<BarangMemberRow, 'name' | 'phone' | 'cycles_overdue' | 'received_cycle' | 'order'>,
  group: Pick<BarangGroup, 'name' | 'state' | 'contribution_amount' | 'product'>,
  origin?: string,
): string | null {
  const phone = member.phone ? parsePhoneNumber(member.phone) : null;
  const text = barangMemberMessage(member, group, origin);
  return phone && text ? whatsappLink(phone, text) : null;
}
