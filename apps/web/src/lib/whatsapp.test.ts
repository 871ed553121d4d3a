import { formatRupiah } from '@toko/shared/format';
import { describe, expect, it } from 'vitest';
import {
  barangMemberMessage,
  barangMemberWhatsappLink,
  type MessageOrder,
  orderMessage,
  orderWhatsappLink,
  userWhatsappLink,
} from './whatsapp.ts';

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

describe('barangMemberMessage', () => {
  const group = {
    name: 'Arisan Sofa (3 orang)',
    state: 'running' as const,
    contribution_amount: 1_433_000,
    product: { id: 3, name: 'Sofa Minimalis', slug: 'sofa-minimalis', image_url: null },
  };
  const member = {
    name: 'Sari',
    phone: '6281234567801',
    cycles_overdue: 0,
    received_cycle: null as number | null,
    order: null as null | {
      id: number;
      order_number: string;
      status: 'processing' | 'shipped' | 'delivered';
      courier: 'jne' | null;
      tracking_number: string | null;
    },
  };

  it('asks for the dues past their date first, with the amount and the way to pay', () => {
    expect(barangMemberMessage({ ...member, cycles_overdue: 2, received_cycle: 1 }, group, ORIGIN)).toBe(
      `Halo Sari, iuran Arisan Sofa (3 orang): 2 putaran sudah jatuh tempo dan belum dibayar (${formatRupiah(2_866_000)}). Bayar dengan transfer dan unggah buktinya di Arisan Saya: https://toko.example/account/arisan. Terima kasih.`,
    );
  });

  it('tells the recipient it is their turn and where their goods are', () => {
    const order = {
      id: 9,
      order_number: 'ORD-1',
      status: 'processing' as const,
      courier: null,
      tracking_number: null,
    };
    expect(barangMemberMessage({ ...member, received_cycle: 1, order }, group, ORIGIN)).toBe(
      'Halo Sari, giliranmu! Kamu menerima Sofa Minimalis di putaran 1 Arisan Sofa (3 orang). Pesanan ORD-1 sedang kami kemas. Lihat di Arisan Saya: https://toko.example/account/arisan',
    );
    expect(
      barangMemberMessage(
        {
          ...member,
          received_cycle: 1,
          order: { ...order, status: 'shipped', courier: 'jne', tracking_number: 'CGK1' },
        },
        group,
        ORIGIN,
      ),
    ).toContain('Pesanan ORD-1 sudah dikirim via JNE dengan nomor resi CGK1.');
  });

  it('says the group started, and nothing while it fills up or once the goods arrived and dues are paid', () => {
    expect(barangMemberMessage(member, group, ORIGIN)).toBe(
      `Halo Sari, Arisan Sofa (3 orang) sudah dimulai. Iuran ${formatRupiah(1_433_000)} per putaran; jadwal dan pembayarannya ada di Arisan Saya: https://toko.example/account/arisan`,
    );
    expect(barangMemberMessage(member, { ...group, state: 'open' }, ORIGIN)).toBeNull();
    const delivered = {
      id: 9,
      order_number: 'ORD-1',
      status: 'delivered' as const,
      courier: null,
      tracking_number: null,
    };
    expect(
      barangMemberMessage(
        { ...member, received_cycle: 1, order: delivered },
        { ...group, state: 'completed' },
        ORIGIN,
      ),
    ).toBeNull();
  });

  it('links only a member with a phone', () => {
    expect(textOf(barangMemberWhatsappLink(member, group, ORIGIN))).toContain('sudah dimulai');
    expect(barangMemberWhatsappLink(member, group, ORIGIN)).toMatch(/^https:\/\/wa\.me\/6281234567801\?/);
    expect(barangMemberWhatsappLink({ ...member, phone: null }, group, ORIGIN)).toBeNull();
  });
});
