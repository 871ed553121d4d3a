import { formatRupiah } from '@toko/shared/format';
import { whatsappLink } from '../../lib/whatsapp.ts';

export interface ReminderInput {
  name: string;
  phone: string | null;
  arisanName: string;
  dueCycles: number;
  dueAmount: number;
  /** The late fee owed on top of the contributions if paid today (decision 039). */
  dueLateFee?: number;
}

/** The reminder of one member of an arisan, as its members table has the row (the late fee left out). */
export const memberReminder = (
  arisanName: string,
  m: { name: string; phone: string | null; due_cycles: number; due_amount: number },
): ReminderInput => ({
  name: m.name,
  phone: m.phone,
  arisanName,
  dueCycles: m.due_cycles,
  dueAmount: m.due_amount,
});

/** The public page where a member checks their own standing with their passcode. */
export const SELF_CHECK_PATH = '/arisan/cek';

/**
 * The prefilled WhatsApp text reminding a member of the cycles they owe, with the link to check their
 * standing themselves (`origin` is the shop's address, the page's own by default).
 */
export function reminderText(
  r: Omit<ReminderInput, 'phone'>,
  origin = globalThis.location?.origin ?? '',
): string {
  const fee = r.dueLateFee ? ` ditambah denda keterlambatan ${formatRupiah(r.dueLateFee)}` : '';
  return `Halo ${r.name}, pengingat arisan ${r.arisanName}: ${r.dueCycles} putaran belum dibayar, total ${formatRupiah(r.dueAmount)}${fee}. Cek iuran Anda dengan passcode di ${origin}${SELF_CHECK_PATH}. Terima kasih.`;
}

/** A wa.me link for a member with unpaid dues and a phone number, else null. */
export function reminderLink(r: ReminderInput): string | null {
  if (!r.phone || r.dueCycles <= 0) return null;
  return whatsappLink(r.phone, reminderText(r));
}

/** '0.00' style percentages in Indonesian: 66,67 %. */
export function formatPercent(value: number): string {
  return `${value.toLocaleString('id-ID', { maximumFractionDigits: 2 })}%`;
}

/** A stored 62... number as people write it: 0812-3456-7890. */
export function displayPhone(phone: string | null): string {
  if (!phone) return '-';
  const local = phone.startsWith('62') ? `0${phone.slice(2)}` : phone;
  return local.replace(/^(\d{4})(\d{4})(\d+)$/, '$1-$2-$3');
}
