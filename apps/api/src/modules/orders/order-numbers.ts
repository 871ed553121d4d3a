import { randomInt } from 'node:crypto';
import { todayInShop } from '@toko/shared';

// The numbers an order is known by: its order number from the start, its invoice number once paid.

// No 0/O or 1/I, so a number read over the phone is not misheard.
const ORDER_NUMBER_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** 'ORD-20261122-7K3Q9': the shop's date and five random characters. */
export function makeOrderNumber(now = new Date()): string {
  const day = todayInShop(now).replaceAll('-', '');
  let suffix = '';
  for (let i = 0; i < 5; i++) suffix += ORDER_NUMBER_ALPHABET[randomInt(ORDER_NUMBER_ALPHABET.length)];
  return `ORD-${day}-${suffix}`;
}

/** 'INV/2026/11/000123': the Jakarta month of payment and the order id, so it is unique without a counter. */
export function makeInvoiceNumber(orderId: number, paidAt: Date): string {
  const day = todayInShop(paidAt);
  return `INV/${day.slice(0, 4)}/${day.slice(5, 7)}/${String(orderId).padStart(6, '0')}`;
}
