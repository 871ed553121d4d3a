import { z } from 'zod';
import { ARISAN_TEXT, ArisanStatusSchema, SavingTypeSchema } from './arisan.ts';
import { MemberReliabilitySchema, ReliabilitySummarySchema } from './arisan-reliability.ts';
import { ARISAN_PAYMENT_STATES } from './arisan-standing.ts';
import { PhoneSchema } from './auth.ts';
import { idSchema, limitParam, PaginationSchema, pageParam, searchText, text } from './common.ts';
import { PAGE_SIZE } from './constants.ts';

// The arisan's people and places: locations and members (docs/product.md sections 3, 5), and the passcode a member
// looks up their own standing with.

const id = idSchema();
const searchParam = searchText().optional();
/** Query strings: an empty value means "no filter". */
const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);

/** Passcodes are generated from letters and digits that cannot be misread (no 0/O, 1/I/L). */
export const PASSCODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const PASSCODE_LENGTH = 6;

// ---------------------------------------------------------------------------------------------------------
// Locations

export const LocationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  member_count: z.number().int(),
});
export type Location = z.infer<typeof LocationSchema>;

export const LocationBodySchema = z.object({
  name: text({ error: ARISAN_TEXT.locationNameRequired })
    .trim()
    .min(1, ARISAN_TEXT.locationNameRequired)
    .max(100, 'Nama lokasi paling banyak 100 karakter'),
});
export type LocationBody = z.infer<typeof LocationBodySchema>;

export const LocationListQuerySchema = z.object({
  search: searchParam,
  page: pageParam,
  limit: limitParam(PAGE_SIZE.locations),
});
export type LocationListQuery = z.infer<typeof LocationListQuerySchema>;

export const LocationListResponseSchema = z.object({
  data: z.array(LocationSchema),
  pagination: PaginationSchema,
});
export type LocationListResponse = z.infer<typeof LocationListResponseSchema>;
export const LocationResponseSchema = z.object({ data: LocationSchema });

// ---------------------------------------------------------------------------------------------------------
// Members

export const MemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  passcode: z.string(),
  phone: z.string().nullable(),
  location_id: z.number().int().nullable(),
  location: z.object({ name: z.string() }).nullable(),
  address: z.string().nullable(),
  arisan_count: z.number().int(),
});
export type Member = z.infer<typeof MemberSchema>;

/** One of a member's arisans, with where they stand in it. */
export const MemberMembershipSchema = z.object({
  id: z.number().int(),
  arisan_id: z.number().int(),
  arisan: z.object({
    id: z.number().int(),
    name: z.string(),
    contribution_amount: z.number().int(),
    late_fee: z.number().int(),
    cycles: z.number().int(),
    /** The next unpaid due date, or null when everything is paid (or nothing is scheduled yet). */
    payment_date: z.string().nullable(),
    saving_type: SavingTypeSchema,
    status: ArisanStatusSchema,
    start_date: z.string(),
    started: z.boolean(),
    archived: z.boolean(),
  }),
  total_paid_contribution: z.number().int(),
  total_paid_cycles: z.number().int(),
  received_date: z.string().nullable(),
  has_received: z.boolean(),
  position: z.number().int(),
  remaining_amount: z.number().int(),
  remaining_cycles: z.number().int(),
  payment_status: z.enum(ARISAN_PAYMENT_STATES),
  payment_progress: z.number(),
  /** Cycles due by today and not paid: what a reminder asks for. */
  due_cycles: z.number().int(),
  due_amount: z.number().int(),
});
export type MemberMembership = z.infer<typeof MemberMembershipSchema>;

export const MemberDetailSchema = MemberSchema.extend({
  arisans: z.array(MemberMembershipSchema),
  /** 'Catatan Pembayaran' across every arisan (decision 079). */
  reliability: MemberReliabilitySchema,
});
export type MemberDetail = z.infer<typeof MemberDetailSchema>;

// The member form's phone is a number input (docs/product.md 5): a number or digits both work; empty means none.
const memberPhone = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : v === '' ? null : v),
  PhoneSchema.nullable().optional(),
);
const passcode = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  text()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{4,20}$/, ARISAN_TEXT.passcodeFormat)
    .optional(),
);
const optionalText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    text({ multiline: true }).trim().max(max).nullable().optional(),
  );

export const MemberBodySchema = z.object({
  name: text({ error: ARISAN_TEXT.memberNameRequired })
    .trim()
    .min(1, ARISAN_TEXT.memberNameRequired)
    .max(100),
  /** Generated when not given. */
  passcode,
  phone: memberPhone,
  location_id: id.nullable().optional(),
  address: optionalText(300),
});
export type MemberBody = z.infer<typeof MemberBodySchema>;
export type MemberBodyInput = z.input<typeof MemberBodySchema>;

export const MemberListQuerySchema = z.object({
  search: searchParam,
  location_id: z.preprocess(emptyToUndefined, idSchema().optional()),
  /** Only members not yet in this arisan (the picker of 'Tambah Member'). */
  not_in_arisan: z.preprocess(emptyToUndefined, idSchema().optional()),
  page: pageParam,
  limit: limitParam(PAGE_SIZE.members),
});
export type MemberListQuery = z.infer<typeof MemberListQuerySchema>;

/** A member in a list (the members page, the pickers), with their on-time record in short (decision 079). */
export const MemberListItemSchema = MemberSchema.extend({ reliability: ReliabilitySummarySchema });
export type MemberListItem = z.infer<typeof MemberListItemSchema>;

export const MemberListResponseSchema = z.object({
  data: z.array(MemberListItemSchema),
  pagination: PaginationSchema,
});
export type MemberListResponse = z.infer<typeof MemberListResponseSchema>;
export const MemberResponseSchema = z.object({ data: MemberSchema });
export const MemberDetailResponseSchema = z.object({ data: MemberDetailSchema });
export type MemberDetailResponse = z.infer<typeof MemberDetailResponseSchema>;
