import { formatRupiah } from '@toko/shared/format';
import { describe, expect, it } from 'vitest';
import { type MessageOrder, orderMessage, orderWhatsappLink, userWhatsappLink } from './whatsapp.ts';

const ORIGIN = 'https://toko.example';

const order = (overrides: Partial<MessageOrder> = {}): MessageOrder => ({
  id: 5,
  order_number: 'ORD-20261122-7K3Q9',
  status: 'processing',
  payment_status: 'paid',
  total_amount: 2_500_123,
  user: { fullname: 'Budi Santoso', email: 'budi@toko.local' },
  customer_phone: '6281234567890',
  courier: null,
  tracking_number: null,
  ...overrides,
});

const textOf = (link: string | null) => (link ? new URL(link).searchParams.get('text') : null);

describe('orderMessage', () => {
  it('says the payment arrived, with the exact amount, once the order is paid', () => {
    expect(orderMessage(order(), ORIGIN)).toBe(
      `Halo Budi Santoso, pembayaran pesanan ORD-20261122-7K3Q9 sebesar ${formatRupiah(2_500_123)} sudah kami terima. Pesanan Anda sedang kami kemas dan segera dikirim. Terima kasih telah berbelanja di Toko!`,
    );
  });

  it('names the courier, the resi and the tracking page once shipped', () => {
    expect(
      orderMessage(order({ status: 'shipped', courier: 'jne', tracking_number: 'CGK123' }), ORIGIN),
    ).toBe(
      'Halo Budi Santoso, pesanan ORD-20261122-7K3Q9 sudah dikirim via JNE dengan nomor resi CGK123. Lacak paket di https://www.jne.co.id/tracking-package (masukkan nomor resi di atas). Detail pesanan: https://toko.example/account/transactions/5',
    );
    expect(
      orderMessage(order({ status: 'shipped', courier: 'sicepat', tracking_number: '0041' }), ORIGIN),
    ).toContain('Lacak paket: https://www.sicepat.com/checkAwb/0041 ');
    // The shop's own delivery has no tracking page.
    const own = orderMessage(order({ status: 'shipped', courier: 'own', tracking_number: 'TK-1' }), ORIGIN);
    expect(own).toContain('via Kurir Toko dengan nomor resi TK-1.');
    expect(own).not.toContain('Lacak');
  });

  it('asks to finish the order once delivered', () => {
    expect(orderMessage(order({ status: 'delivered' }), ORIGIN)).toBe(
      "Halo Budi Santoso, pesanan ORD-20261122-7K3Q9 sudah sampai di alamat tujuan. Bila barang sudah diterima dengan baik, mohon tekan 'Selesaikan Pesanan' di https://toko.example/account/transactions/5. Terima kasih telah berbelanja di Toko!",
    );
  });

  it('has nothing to say while the order waits or after it was cancelled', () => {
    expect(orderMessage(order({ status: 'pending', payment_status: 'pending' }), ORIGIN)).toBeNull();
    expect(orderMessage(order({ status: 'cancelled' }), ORIGIN)).toBeNull();
  });
});

describe('orderWhatsappLink', () => {
  it('opens a chat with the customer’s number (62...) and the message', () => {
    const link = orderWhatsappLink(order({ customer_phone: '0812-3456-7890' }), ORIGIN);
    expect(link?.startsWith('https://wa.me/6281234567890?text=')).toBe(true);
    expect(textOf(link)).toBe(orderMessage(order(), ORIGIN));
  });

  it('is null without a readable phone or without a message', () => {
    expect(orderWhatsappLink(order({ customer_phone: null }), ORIGIN)).toBeNull();
    expect(orderWhatsappLink(order({ customer_phone: '12' }), ORIGIN)).toBeNull();
    expect(orderWhatsappLink(order({ status: 'pending', payment_status: 'pending' }), ORIGIN)).toBeNull();
  });
});

describe('userWhatsappLink', () => {
  it('greets a user with a phone and is null for one without', () => {
    const link = userWhatsappLink({ fullname: 'Siti', phone_number: '6285711112222' });
    expect(link?.startsWith('https://wa.me/6285711112222?text=')).toBe(true);
    expect(textOf(link)).toBe('Halo Siti, kami dari Toko. ');
    expect(userWhatsappLink({ fullname: 'Siti', phone_number: null })).toBeNull();
  });
});
