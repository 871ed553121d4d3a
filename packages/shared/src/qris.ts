import { z } from 'zod';
import { RupiahSchema } from './common.ts';

// QRIS, Indonesia's national QR for payments, is an EMVCo merchant-presented QR: a string of data objects
// written as TLV (a 2-digit id, a 2-digit length, the value). The owner's printed static QRIS carries no
// amount; the shop turns it into a dynamic one per payment (docs/decisions/062-dynamic-qris.md): point of
// initiation '12', the amount in tag 54 and the checksum in tag 63 made again. The merchant, its NMID and
// the bank behind it stay exactly as printed, so the money reaches the same account.

/** One data object; `children` holds a template's own data objects (merchant account 26-51, 62, 64, 80-99). */
export interface QrisField {
  id: string;
  value: string;
  children?: QrisField[];
}

/** A payload that is not a QRIS the shop can use; the message says why, in English for whoever configures it. */
export class QrisError extends Error {
  override name = 'QrisError';
  /** 'crc': the checksum does not match (a character changed or cut off when copied); 'layout': the rest. */
  constructor(
    message: string,
    readonly kind: 'crc' | 'layout' = 'layout',
  ) {
    super(message);
  }
}

const TAG = {
  payloadFormat: '00',
  initiation: '01',
  currency: '53',
  amount: '54',
  country: '58',
  merchantName: '59',
  merchantCity: '60',
  crc: '63',
} as const;

/** Point of initiation: '11' the same code for every payment (printed), '12' a code for one payment. */
export const QRIS_STATIC = '11';
export const QRIS_DYNAMIC = '12';
/** ISO 4217 numeric code of the rupiah. */
const RUPIAH = '360';

const isTemplate = (id: string) => {
  const n = Number(id);
  return (n >= 26 && n <= 51) || n === 62 || n === 64 || n >= 80;
};

/** Characters, not UTF-16 units: a length counts what the value holds, as the standard counts it. */
const lengthOf = (value: string) => [...value].length;

/**
 * Reads TLV data objects; `at` is where `text` starts in the whole payload, so an error names the place.
 * Templates are read into their children; a value that does not fit its length is refused.
 */
export function parseTlv(text: string, at = 0): QrisField[] {
  const chars = [...text];
  const fields: QrisField[] = [];
  let i = 0;
  while (i < chars.length) {
    const head = chars.slice(i, i + 4).join('');
    if (!/^\d{4}$/.test(head)) {
      throw new QrisError(`no 2-digit id and 2-digit length at character ${at + i + 1}`);
    }
    const id = head.slice(0, 2);
    const length = Number(head.slice(2));
    if (i + 4 + length > chars.length) {
      throw new QrisError(
        `data object ${id} at character ${at + i + 1} is longer than the payload (cut off?)`,
      );
    }
    const value = chars.slice(i + 4, i + 4 + length).join('');
    fields.push(isTemplate(id) ? { id, value, children: parseTlv(value, at + i + 4) } : { id, value });
    i += 4 + length;
  }
  return fields;
}

/** Writes data objects back as TLV. */
export function writeTlv(fields: readonly QrisField[]): string {
  return fields
    .map(({ id, value }) => {
      const length = lengthOf(value);
      if (length > 99) throw new QrisError(`data object ${id} is longer than 99 characters`);
      return `${id}${String(length).padStart(2, '0')}${value}`;
    })
    .join('');
}

/**
 * CRC-16/CCITT-FALSE (polynomial 0x1021, start 0xFFFF, no reflection, no final XOR) over the UTF-8 bytes,
 * as 4 upper-case hex digits: the checksum of tag 63.
 */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** What a QRIS says, read from a payload whose checksum holds. */
export interface Qris {
  fields: QrisField[];
  /** '11' (static) or '12' (dynamic); a payload without tag 01 is static. */
  initiation: string;
  /** Tag 54 in rupiah, null when the payer types the amount. */
  amount: number | null;
  merchantName: string;
  merchantCity: string;
  /** The QRIS merchant id (NMID, 'ID...') from the merchant account templates, when there is one. */
  nmid: string | null;
}

const tagValue = (fields: readonly QrisField[], id: string) => fields.find((f) => f.id === id)?.value;

/**
 * Reads a QRIS and checks it: TLV throughout, tag 00 first and '01', tag 63 last with the CRC of
 * everything before its value, a merchant account (26-51), rupiah (53 = 360), Indonesia (58 = ID), a
 * merchant name and city. Throws QrisError naming what is wrong.
 */
export function parseQris(payload: string): Qris {
  const text = payload.trim();
  const fields = parseTlv(text);
  if (fields[0]?.id !== TAG.payloadFormat || fields[0].value !== '01') {
    throw new QrisError('it does not start with the payload format indicator 000201');
  }
  const last = fields.at(-1);
  if (last?.id !== TAG.crc || !/^[0-9A-Fa-f]{4}$/.test(last.value)) {
    throw new QrisError('it does not end with a CRC (tag 63, 4 hex digits)');
  }
  const expected = crc16(text.slice(0, text.length - 4));
  if (last.value.toUpperCase() !== expected) {
    throw new QrisError(
      `the CRC does not check: tag 63 says ${last.value} but the payload's checksum is ${expected} (was the text changed or cut off when it was copied?)`,
      'crc',
    );
  }
  const merchantAccounts = fields.filter((f) => Number(f.id) >= 26 && Number(f.id) <= 51);
  if (merchantAccounts.length === 0) throw new QrisError('it has no merchant account (tags 26-51)');
  if (tagValue(fields, TAG.currency) !== RUPIAH)
    throw new QrisError('it is not in rupiah (tag 53 must be 360)');
  if (tagValue(fields, TAG.country) !== 'ID') throw new QrisError('it is not Indonesian (tag 58 must be ID)');
  const merchantName = tagValue(fields, TAG.merchantName);
  const merchantCity = tagValue(fields, TAG.merchantCity);
  if (!merchantName) throw new QrisError('it has no merchant name (tag 59)');
  if (!merchantCity) throw new QrisError('it has no merchant city (tag 60)');
  const initiation = tagValue(fields, TAG.initiation) ?? QRIS_STATIC;
  if (initiation !== QRIS_STATIC && initiation !== QRIS_DYNAMIC) {
    throw new QrisError(`its point of initiation is ${initiation} (tag 01 must be 11 or 12)`);
  }
  const amountText = tagValue(fields, TAG.amount);
  const nmid =
    merchantAccounts
      .flatMap((f) => f.children ?? [])
      .find((c) => c.id === '02' && /^ID\d{10,}$/.test(c.value))?.value ?? null;
  return {
    fields,
    initiation,
    amount: amountText === undefined ? null : Number(amountText),
    merchantName,
    merchantCity,
    nmid,
  };
}

/** Whom a QRIS pays, as the owner knows it: 'TOKO FURNITUR, SURABAYA · NMID ID1026135792468'. */
export function qrisMerchant(q: Pick<Qris, 'merchantName' | 'merchantCity' | 'nmid'>): string {
  const merchant = `${q.merchantName}, ${q.merchantCity}`;
  return q.nmid ? `${merchant} · NMID ${q.nmid}` : merchant;
}

/** Tip indicator, fixed fee, percentage fee. */
const TIP_AND_FEES = ['55', '56', '57'];

/** Tag 54 holds at most 13 characters: whole rupiah, without decimals. */
const MAX_AMOUNT = 9_999_999_999_999;

/**
 * The dynamic QRIS for one payment: the static payload's data objects with point of initiation '12', tag 54
 * set to the amount in whole rupiah, no tip or fee (55-57), in ascending order of id with the CRC last,
 * and the CRC made again.
 */
export function dynamicQris(staticPayload: string, amount: number): string {
  if (!Number.isSafeInteger(amount) || amount < 1 || amount > MAX_AMOUNT) {
    throw new QrisError(`amount ${amount} is not a whole number of rupiah from 1 to ${MAX_AMOUNT}`);
  }
  const { fields } = parseQris(staticPayload);
  // A tip or convenience fee (55-57) would make the app ask for more than the amount the shop matches.
  const replaced = new Set<string>([TAG.initiation, TAG.amount, ...TIP_AND_FEES, TAG.crc]);
  const kept = fields.filter((f) => !replaced.has(f.id));
  const ordered = [
    ...kept,
    { id: TAG.initiation, value: QRIS_DYNAMIC },
    { id: TAG.amount, value: String(amount) },
    // sort is stable: data objects that share an id (rare, but allowed for 80-99) keep their order.
  ].sort((a, b) => Number(a.id) - Number(b.id));
  const body = `${writeTlv(ordered)}${TAG.crc}04`;
  return `${body}${crc16(body)}`;
}

/** GET /orders/{id}/qris and the arisan transfer's: the dynamic QRIS and the amount it asks for. */
export const QrisPaymentSchema = z.object({
  /** The EMVCo string to draw as a QR code. */
  payload: z.string(),
  /** Whole rupiah, the same as tag 54 and the amount to transfer. */
  amount: RupiahSchema,
});
export type QrisPayment = z.infer<typeof QrisPaymentSchema>;

export const QrisPaymentResponseSchema = z.object({ data: QrisPaymentSchema });
export type QrisPaymentResponse = z.infer<typeof QrisPaymentResponseSchema>;
