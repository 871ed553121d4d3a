import {
  COURIER_INFO,
  type Courier,
  formatRupiah,
  formatShopDateTime,
  type OutboxKind,
  trackingLink,
} from '@toko/shared';
import type { orders } from '../../db/schema/index.ts';
import { type Block, messageContext, type RenderedWithLead, renderMessage } from './message-layout.ts';

// What a customer reads when their order moves (docs/product.md: payment by bank transfer with a Kode
// Unik, shipping with courier and Nomor Resi). Short, Indonesian, each with its link back.

type OrderRow = typeof orders.$inferSelect;
export type OrderMessageKind = Extract<OutboxKind, `order_${string}` | `payment_${string}`>;

const orderPage = (o: OrderRow) => ({ label: 'Lihat pesanan', path: `/account/transactions/${o.id}` });

/** The payment instructions, at checkout and again as the reminder 3 hours before the deadline. */
function paymentInstructions(o: OrderRow, reminder = false): RenderedWithLead {
  const { bank } = messageContext();
  const blocks: Block[] = [
    {
      p: reminder
        ? `Batas pembayaran pesanan ${o.orderNumber} tinggal kurang dari 3 jam. Selesaikan transfer agar pesanan tidak dibatalkan otomatis.`
        : `Terima kasih, pesanan ${o.orderNumber} sudah kami terima. Selesaikan pembayaran dengan transfer bank.`,
    },
    {
      rows: [
        ['Nomor pesanan', o.orderNumber],
        ['Jumlah transfer (termasuk Kode Unik)', formatRupiah(o.totalAmount)],
        ['Kode Unik', String(o.uniqueCode)],
        ...(o.paymentDueAt
          ? [['Batas pembayaran', formatShopDateTime(o.paymentDueAt)] as [string, string]]
          : []),
      ],
    },
    {
      p: `Transfer tepat ${formatRupiah(o.totalAmount)} agar pembayaran cepat dikenali, ke salah satu rekening atas nama ${bank.holder}:`,
    },
    { rows: Object.entries(bank.accounts).map(([name, no]) => [`Bank ${name}`, no] as [string, string]) },
    ...(messageContext().qris
      ? [
          {
            p: 'Atau bayar dengan QRIS: kodenya tampil di halaman pembayaran, sudah dengan jumlah yang tepat.',
          },
        ]
      : []),
    {
      p: 'Setelah transfer, unggah bukti transfer di halaman pembayaran. Pesanan yang belum dibayar sampai batas waktu dibatalkan otomatis.',
    },
  ];
  return renderMessage({
    subject: reminder
      ? `Batas pembayaran pesanan ${o.orderNumber} tinggal 3 jam`
      : `Instruksi pembayaran pesanan ${o.orderNumber}`,
    name: o.customerName,
    blocks,
    link: { label: 'Buka halaman pembayaran', path: `/cart/order-payment/${o.orderNumber}` },
  });
}

function shipped(o: OrderRow): RenderedWithLead {
  const courier = o.courier as Courier | null;
  const resi = o.trackingNumber ?? '-';
  const track = trackingLink(courier, o.trackingNumber);
  const rows: [string, string][] = [
    ['Kurir', courier ? COURIER_INFO[courier].label : '-'],
    ['Nomor Resi', resi],
    ...(track ? [['Lacak paket', track.href] as [string, string]] : []),
  ];
  return renderMessage({
    subject: `Pesanan ${o.orderNumber} sedang dikirim`,
    name: o.customerName,
    blocks: [
      { p: `Pesanan ${o.orderNumber} sudah kami serahkan ke kurir.` },
      { rows },
      ...(track && !track.carriesResi
        ? [{ p: `Salin Nomor Resi ${resi} lalu tempel di halaman pelacakan kurir.` }]
        : []),
    ],
    link: orderPage(o),
  });
}

const simple =
  (subject: (o: OrderRow) => string, paragraphs: (o: OrderRow) => string[], pay = false) =>
  (o: OrderRow): RenderedWithLead =>
    renderMessage({
      subject: subject(o),
      name: o.customerName,
      blocks: paragraphs(o).map((p) => ({ p })),
      link: pay
        ? { label: 'Buka halaman pembayaran', path: `/cart/order-payment/${o.orderNumber}` }
        : orderPage(o),
    });

const RENDER: Record<OrderMessageKind, (o: OrderRow) => RenderedWithLead> = {
  order_created: (o) => paymentInstructions(o),
  payment_reminder: (o) => paymentInstructions(o, true),
  payment_approved: simple(
    (o) => `Pembayaran diterima: pesanan ${o.orderNumber}`,
    (o) => [
      `Pembayaran ${formatRupiah(o.totalAmount)} untuk pesanan ${o.orderNumber} sudah kami terima.`,
      'Pesanan segera kami kemas dan kirim. Nomor Resi kami kabarkan begitu paket diserahkan ke kurir.',
    ],
  ),
  payment_rejected: simple(
    (o) => `Bukti transfer ditolak: pesanan ${o.orderNumber}`,
    (o) => [
      `Bukti transfer untuk pesanan ${o.orderNumber} belum bisa kami terima.`,
      `Alasan: ${o.paymentRejectionReason ?? '-'}`,
      // The deadline moves with a rejection (ADR 049) after this is written: the page shows the new one.
      `Silakan periksa kembali lalu unggah bukti transfer yang benar untuk ${formatRupiah(o.totalAmount)} di halaman pembayaran, sebelum batas waktu yang tertera di sana.`,
    ],
    true,
  ),
  order_shipped: shipped,
  order_delivered: simple(
    (o) => `Pesanan ${o.orderNumber} sudah sampai`,
    (o) => [
      `Pesanan ${o.orderNumber} tercatat sudah sampai di alamat tujuan.`,
      'Jika sudah diterima dengan baik, konfirmasi penerimaan di halaman pesanan. Ada kendala? Hubungi kami lewat WhatsApp.',
    ],
  ),
  order_cancelled: simple(
    (o) => `Pesanan ${o.orderNumber} dibatalkan`,
    (o) => [
      `Pesanan ${o.orderNumber} dibatalkan.`,
      `Alasan: ${o.cancelReason ?? '-'}`,
      'Jika kamu sudah mentransfer, hubungi kami lewat WhatsApp agar dana dikembalikan.',
    ],
  ),
  order_expired: simple(
    (o) => `Waktu pembayaran habis: pesanan ${o.orderNumber}`,
    (o) => [
      `Pesanan ${o.orderNumber} dibatalkan karena pembayaran ${formatRupiah(o.totalAmount)} belum kami terima sampai batas waktu.`,
      'Stok sudah kami kembalikan. Silakan pesan lagi bila masih berminat.',
    ],
  ),
};

export function renderOrderMessage(kind: OrderMessageKind, order: OrderRow): RenderedWithLead {
  return RENDER[kind](order);
}
