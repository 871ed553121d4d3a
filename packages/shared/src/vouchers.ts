import { z } from 'zod';
import { SHOP_UTC_OFFSET } from './clock.ts';
import {
  type IsoDateSchema,
  idSchema,
  listResponse,
  MONEY_LIMITS,
  pageParam,
  RupiahSchema,
  rupiahFromText,
  text,
} from './common.ts';
import { formatRupiah } from './format.ts';

// Vouchers ('Kode Voucher'): what the owner sets, and the one rule of what a code takes off an order
// (docs/decisions/072-vouchers.md). The server applies the rule; the cart only shows what it answered.

export const VOUCHER_TYPES = ['percent', 'fixed', 'free_shipping'] as const;
export const VoucherTypeSchema = z.enum(VOUCHER_TYPES);
export type VoucherType = z.infer<typeof VoucherTypeSchema>;

export const VOUCHER_TYPE_LABEL: Record<VoucherType, string> = {
  percent: 'Persen',
  fixed: 'Potongan harga',
  free_shipping: 'Gratis ongkir',
};

/** Every text the shopper and the owner read about vouchers, in one place. */
export const VOUCHER_TEXT = {
  notFound: 'Kode voucher tidak ditemukan',
  inactive: 'Voucher sudah tidak aktif',
  notStarted: 'Voucher belum berlaku',
  ended: 'Voucher sudah berakhir',
  exhausted: 'Voucher sudah habis',
  usedByYou: 'Kamu sudah memakai voucher ini',
  minPurchase: (amount: number) => `Minimal belanja ${formatRupiah(amount)}`,
  /** A free-shipping code while shipping is already free: it applies, and the total does not move. */
  freeShippingNothingOff:
    'Gratis ongkir dipakai: pengiriman pesanan ini sudah gratis, jadi total tidak berubah',
  codeInvalid: 'Kode voucher 3-30 karakter: huruf, angka atau tanda -',
  codeTaken: 'Kode voucher sudah dipakai voucher lain',
  percentRange: 'Persen diskon harus bilangan bulat 1-100',
  fixedValue: 'Potongan harus bilangan bulat rupiah, minimal Rp 1',
  valueRequired: 'Nilai voucher wajib diisi',
  valueNotForFreeShipping: 'Voucher gratis ongkir tidak memakai nilai; kosongkan',
  maxDiscountOnlyPercent: 'Maks. diskon hanya untuk voucher persen atau gratis ongkir',
  money: 'Isi jumlah rupiah tanpa desimal, contoh 500.000',
  moneyTooHigh: `Jumlah maksimal ${formatRupiah(MONEY_LIMITS.orderTotal)}`,
  countInvalid: 'Isi bilangan bulat, minimal 1 (kosongkan untuk tanpa batas)',
  dateInvalid: 'Isi tanggal dan jam, contoh 2026-12-01T00:00:00+07:00',
  endsBeforeStart: 'Berakhir harus setelah mulai berlaku',
  quotaBelowUsed: (used: number) => `Kuota tidak boleh kurang dari yang sudah terpakai (${used})`,
} as const;

// ---- the rule ------------------------------------------------------------------------------------

/** What the rule needs of a voucher. */
export interface VoucherTerms {
  type: VoucherType;
  /** Percent 1-100, or rupiah off for 'fixed'; 0 for 'free_shipping'. */
  value: number;
  /** A cap on what the voucher takes off (percent and free shipping); null: none. */
  max_discount: number | null;
}

/**
 * What a voucher takes off an order, in whole rupiah. Percent and fixed vouchers take off the items
 * (percent rounded down), free shipping takes off the shipping cost; never more than that part, so
 * items + shipping - discount is never negative. Where no shipping zone prices the address shipping is
 * 0, and a free-shipping voucher then takes off 0 (ADR 072, 073).
 */
export function voucherDiscount(
  voucher: VoucherTerms,
  order: { subtotal: number; shipping: number },
): number {
  const cap = voucher.max_discount ?? Number.POSITIVE_INFINITY;
  switch (voucher.type) {
    case 'percent':
      return Math.min(Math.floor((order.subtotal * voucher.value) / 100), cap, order.subtotal);
    case 'fixed':
      return Math.min(voucher.value, order.subtotal);
    case 'free_shipping':
      return Math.min(order.shipping, cap);
  }
}

/** What decides whether a voucher may be used now by this shopper. */
export interface VoucherStanding extends VoucherTerms {
  active: boolean;
  min_purchase: number;
  quota: number | null;
  per_customer: number | null;
  starts_at: Date | null;
  ends_at: Date | null;
  /** Uses held by live orders (a cancelled or expired order gave its use back). */
  used: number;
  /** Of them, this shopper's. */
  used_by_customer: number;
}

/**
 * Why the voucher cannot be used on this order, or null when it can. The order of the checks is what a
 * shopper can do something about last: a code that is over for everyone is said before their own cart.
 */
export function voucherRefusal(v: VoucherStanding, order: { subtotal: number; now: Date }): string | null {
  if (!v.active) return VOUCHER_TEXT.inactive;
  if (v.starts_at && order.now < v.starts_at) return VOUCHER_TEXT.notStarted;
  if (v.ends_at && order.now >= v.ends_at) return VOUCHER_TEXT.ended;
  if (v.quota !== null && v.used >= v.quota) return VOUCHER_TEXT.exhausted;
  if (v.per_customer !== null && v.used_by_customer >= v.per_customer) return VOUCHER_TEXT.usedByYou;
  if (order.subtotal < v.min_purchase) return VOUCHER_TEXT.minPurchase(v.min_purchase);
  return null;
}

// ---- the wire ------------------------------------------------------------------------------------

/** Codes are compared without case: stored and looked up in capitals. */
export const VoucherCodeSchema = text({ error: VOUCHER_TEXT.codeInvalid })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9-]{3,30}$/, VOUCHER_TEXT.codeInvalid);

const isBlank = (v: unknown) => v === null || (typeof v === 'string' && v.trim() === '');
// Amounts typed by people: '500.000' and 500000 both read as 500000.
const money = z.preprocess(
  rupiahFromText,
  z
    .number({ error: VOUCHER_TEXT.money })
    .int(VOUCHER_TEXT.money)
    .min(0, VOUCHER_TEXT.money)
    .max(MONEY_LIMITS.orderTotal, VOUCHER_TEXT.moneyTooHigh),
);
const optionalMoney = z.preprocess(
  (v) => (isBlank(v) ? null : rupiahFromText(v)),
  money.nullable().optional(),
);
const optionalCount = z.preprocess(
  (v) => (isBlank(v) ? null : typeof v === 'string' && /^\d{1,9}$/.test(v.trim()) ? Number(v) : v),
  z
    .number({ error: VOUCHER_TEXT.countInvalid })
    .int(VOUCHER_TEXT.countInvalid)
    .min(1, VOUCHER_TEXT.countInvalid)
    .max(1_000_000_000, VOUCHER_TEXT.countInvalid)
    .nullable()
    .optional(),
);
const optionalInstant = z.preprocess(
  (v) => (isBlank(v) ? null : v),
  z.iso.datetime({ offset: true, error: VOUCHER_TEXT.dateInvalid }).nullable().optional(),
);

/**
 * POST /vouchers and PUT /vouchers/{id}: the whole voucher. `value` is the percent (1-100) or the rupiah
 * off; a free-shipping voucher has none. Empty quota, per_customer, max_discount or dates mean no limit.
 */
export const VoucherBodySchema = z
  .strictObject({
    code: VoucherCodeSchema,
    type: VoucherTypeSchema,
    value: optionalMoney,
    min_purchase: optionalMoney,
    max_discount: optionalMoney,
    quota: optionalCount,
    per_customer: optionalCount,
    starts_at: optionalInstant,
    ends_at: optionalInstant,
  })
  .superRefine((b, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (b.type === 'free_shipping') {
      if (b.value) issue('value', VOUCHER_TEXT.valueNotForFreeShipping);
    } else if (b.value === null || b.value === undefined) {
      issue('value', VOUCHER_TEXT.valueRequired);
    } else if (b.type === 'percent' && (b.value < 1 || b.value > 100)) {
      issue('value', VOUCHER_TEXT.percentRange);
    } else if (b.type === 'fixed' && b.value < 1) {
      issue('value', VOUCHER_TEXT.fixedValue);
    }
    if (b.type === 'fixed' && b.max_discount != null)
      issue('max_discount', VOUCHER_TEXT.maxDiscountOnlyPercent);
    if (b.starts_at && b.ends_at && Date.parse(b.ends_at) <= Date.parse(b.starts_at)) {
      issue('ends_at', VOUCHER_TEXT.endsBeforeStart);
    }
  });
export type VoucherBody = z.infer<typeof VoucherBodySchema>;

/** A voucher as the owner sees it, with its usage. */
export const VoucherSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  type: VoucherTypeSchema,
  value: RupiahSchema,
  min_purchase: RupiahSchema,
  max_discount: RupiahSchema.nullable(),
  quota: z.number().int().nullable(),
  per_customer: z.number().int().nullable(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  active: z.boolean(),
  /** Uses held by live orders; a cancelled or expired order gave its use back. */
  used: z.number().int(),
  created_at: z.string(),
});
export type Voucher = z.infer<typeof VoucherSchema>;

export const VoucherResponseSchema = z.object({ data: VoucherSchema });
export type VoucherResponse = z.infer<typeof VoucherResponseSchema>;
export const VoucherListResponseSchema = listResponse(VoucherSchema);
export type VoucherListResponse = z.infer<typeof VoucherListResponseSchema>;

export const VouchersQuerySchema = z.strictObject({
  page: pageParam,
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type VouchersQuery = z.infer<typeof VouchersQuerySchema>;

/** An order that used a voucher (GET /vouchers/{id}/orders). */
export const VoucherOrderSchema = z.object({
  order_id: z.number().int(),
  order_number: z.string(),
  createdAt: z.string(),
  customer_name: z.string(),
  discount: RupiahSchema,
  total_amount: RupiahSchema,
  status: z.string(),
  /** True once the order was cancelled or expired and gave its use back. */
  given_back: z.boolean(),
});
export type VoucherOrder = z.infer<typeof VoucherOrderSchema>;
export const VoucherOrderListResponseSchema = listResponse(VoucherOrderSchema);
export type VoucherOrderListResponse = z.infer<typeof VoucherOrderListResponseSchema>;

export const VoucherParamsSchema = z.object({ id: idSchema('Voucher tidak ditemukan') });

/** GET /cart?voucher_code=X previews the code on the cart (other parameters are ignored, as before). */
export const CartQuerySchema = z.object({
  voucher_code: z.preprocess((v) => (isBlank(v) ? undefined : v), text().trim().max(60).optional()),
  /** The address the summary's shipping is priced for (ADR 073); default: the shopper's default address. */
  address_id: z.preprocess((v) => (isBlank(v) ? undefined : v), idSchema('Alamat tidak valid').optional()),
});
export type CartQuery = z.infer<typeof CartQuerySchema>;

/** The cart's answer about the code it was asked to preview. */
export const CartVoucherSchema = z.object({
  code: z.string(),
  applies: z.boolean(),
  /** Why not, in Indonesian ('Minimal belanja Rp 500.000'); null when it applies. */
  reason: z.string().nullable(),
  type: VoucherTypeSchema.nullable(),
  discount: RupiahSchema,
  /** A note for the shopper when it applies but changes nothing (free shipping while shipping is free). */
  note: z.string().nullable(),
});
export type CartVoucher = z.infer<typeof CartVoucherSchema>;

/** The instant a shop calendar day starts or ends, for the owner's date fields (WIB). */
export const voucherDayBound = (date: z.infer<typeof IsoDateSchema>, end: boolean) =>
  `${date}T${end ? '23:59:59' : '00:00:00'}${SHOP_UTC_OFFSET}`;

/** The owner's date fields (YYYY-MM-DD, WIB) as the instants the API takes: from the day's start to its end. */
const formToBody = (v: unknown) => {
  if (typeof v !== 'object' || v === null) return v;
  const f = v as Record<string, unknown>;
  const day = (d: unknown, end: boolean) =>
    typeof d === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(d) ? voucherDayBound(d, end) : d;
  return {
    ...f,
    value: f.type === 'free_shipping' ? null : f.value,
    max_discount: f.type === 'fixed' ? null : f.max_discount,
    starts_at: day(f.starts_at, false),
    ends_at: day(f.ends_at, true),
  };
};

/**
 * The dashboard's voucher form: the body's fields as typed (amounts as text, dates as YYYY-MM-DD in WIB),
 * checked by the same rules and turned into the body. A value left over from another type is dropped.
 */
export const VoucherFormSchema = z.preprocess(formToBody, VoucherBodySchema);
export type VoucherFormValues = {
  code: string;
  type: VoucherType;
  value: string;
  min_purchase: string;
  max_discount: string;
  quota: string;
  per_customer: string;
  starts_at: string;
  ends_at: string;
};
