import type { Order } from '@toko/shared';

/** A shipped, paid order of two sofas with a unique code, for page tests; override what a test is about. */
export function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 5,
    order_number: 'ORD-20261122-7K3Q9',
    createdAt: '2026-11-22T03:15:00.000Z',
    user_id: 7,
    user: { fullname: 'Budi Santoso', email: 'budi@toko.local' },
    customer_phone: '6281234567890',
    total_amount: 2_500_123,
    subtotal: 2_500_000,
    shipping_cost: 0,
    discount: 0,
    voucher_code: null,
    payment_method: 'bank_transfer',
    status: 'shipped',
    payment_status: 'paid',
    shipping_address:
      'Rumah - Budi Santoso (6281234567890), Jl. Airlangga No. 12, Desa/Kel. Airlangga, Kec. Gubeng, Kota Surabaya, Jawa Timur, 60286',
    tracking_number: 'CGK1234567890',
    payment_bank: 'BCA',
    unique_code: 123,
    payment_due_at: '2026-11-23T03:15:00.000Z',
    payment_confirmed_at: '2026-11-22T04:00:00.000Z',
    payment_rejection_reason: null,
    invoice_number: 'INV/2026/11/000005',
    paid_at: '2026-11-22T05:30:00.000Z',
    cancel_reason: null,
    courier: 'jne',
    proof: null,
    review_due_at: null,
    review_overdue: false,
    items: [
      {
        id: 1,
        product_id: 9,
        price: 1_250_000,
        quantity: 2,
        subtotal: 2_500_000,
        variant_id: null,
        variant_label: null,
        sku: null,
        product: {
          name: 'Sofa Minimalis',
          slug: 'sofa-minimalis',
          category_slug: 'sofas',
          image_url: null,
          thumbnail_url: null,
        },
      },
    ],
    status_history: [
      {
        status: 'pending',
        payment_status: 'pending',
        timestamp: '2026-11-22T03:15:00.000Z',
        notes: 'Pesanan dibuat',
        actor_role: 'customer',
        actor_name: 'Budi Santoso',
      },
    ],
    arisan: null,
    ...overrides,
  };
}

/** A new order waiting for its transfer: no code, deadline, proof, resi or invoice yet. */
export function makeWaitingOrder(overrides: Partial<Order> = {}): Order {
  return makeOrder({
    user: { fullname: 'Budi', email: 'budi@toko.local' },
    customer_phone: null,
    total_amount: 2_500_000,
    status: 'pending',
    payment_status: 'pending',
    tracking_number: null,
    payment_bank: null,
    unique_code: 0,
    payment_due_at: null,
    payment_confirmed_at: null,
    invoice_number: null,
    paid_at: null,
    courier: null,
    ...overrides,
  });
}

/** The shop's bank accounts as GET /payment-info answers them. */
export const PAYMENT_INFO = {
  holder: 'PT Toko Furnitur Indonesia',
  accounts: { BCA: '1234567890', BNI: '0987654321', Mandiri: '1122334455' },
  sellerWhatsapp: '6281234567890',
};
