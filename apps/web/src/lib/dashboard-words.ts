import type { ACTOR_ROLES, Role } from '@toko/shared';
import type { OrderStatus, PaymentStatus } from '@toko/shared/constants';

// The owner's words for the stored states (docs/decisions/059-one-language.md): short, as a seller's
// dashboard says them, where the shopper's labels (ORDER_STATUS_LABEL) speak to the buyer ('Menunggu
// konfirmasi Penjual'). The shared words are the same on both sides: 'Dikemas', 'Dikirim', 'Dibayar'.

export const DASHBOARD_ORDER_STATUS: Record<OrderStatus, string> = {
  pending: 'Menunggu',
  processing: 'Dikemas',
  shipped: 'Dikirim',
  delivered: 'Selesai',
  cancelled: 'Dibatalkan',
};

export const DASHBOARD_PAYMENT_STATUS: Record<PaymentStatus, string> = {
  pending: 'Belum Dibayar',
  paid: 'Dibayar',
  failed: 'Gagal',
};

/** Who an account is, and who made a change in an order's history. */
export const ROLE_LABEL: Record<Role | (typeof ACTOR_ROLES)[number], string> = {
  admin: 'Admin',
  staff: 'Staf',
  customer: 'Pembeli',
  system: 'Sistem',
};
