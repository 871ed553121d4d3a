import { z } from 'zod';
import { limitParam, listResponse, pageParam } from './common.ts';

// The messages the shop sends (docs/decisions/064-outbox-channels.md): what each kind is called on the
// owner's 'Pesan Keluar' page, and the page's wire.

export const OUTBOX_KINDS = [
  'order_created',
  'payment_reminder',
  'payment_approved',
  'payment_rejected',
  'order_shipped',
  'order_delivered',
  'order_cancelled',
  'order_expired',
  'arisan_started',
  'arisan_due_tomorrow',
  'arisan_drawn',
  'password_reset',
  'return_approved',
  'return_rejected',
  'return_refunded',
] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

export const OUTBOX_KIND_LABEL: Record<OutboxKind, string> = {
  order_created: 'Instruksi pembayaran',
  payment_reminder: 'Batas pembayaran 3 jam lagi',
  payment_approved: 'Pembayaran diterima',
  payment_rejected: 'Bukti transfer ditolak',
  order_shipped: 'Pesanan dikirim',
  order_delivered: 'Pesanan sampai',
  order_cancelled: 'Pesanan dibatalkan',
  order_expired: 'Waktu pembayaran habis',
  arisan_started: 'Arisan dimulai',
  arisan_due_tomorrow: 'Iuran jatuh tempo besok',
  arisan_drawn: 'Giliran arisan kamu',
  password_reset: 'Atur ulang password',
  return_approved: 'Pengembalian disetujui',
  return_rejected: 'Pengembalian ditolak',
  return_refunded: 'Dana dikembalikan',
};

export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];
export const OUTBOX_STATUS_LABEL: Record<OutboxStatus, string> = {
  pending: 'Menunggu dikirim',
  sent: 'Terkirim',
  failed: 'Gagal',
};

export const OutboxQuerySchema = z.strictObject({
  page: pageParam,
  limit: limitParam(20),
  status: z.enum(OUTBOX_STATUSES).optional(),
});
export type OutboxQuery = z.infer<typeof OutboxQuerySchema>;

export const OutboxMessageSchema = z.object({
  id: z.number().int(),
  channel: z.literal('email'),
  kind: z.string(),
  recipient: z.string(),
  subject: z.string(),
  /** The plain-text part; null for a password reset, whose link only its owner may read. */
  text: z.string().nullable(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  next_attempt_at: z.string(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;

export const OutboxListSchema = listResponse(OutboxMessageSchema).extend({
  /** Whether SMTP_URL is set: without it every message waits here. */
  email_configured: z.boolean(),
});
export type OutboxList = z.infer<typeof OutboxListSchema>;

// The customer's side: the 'Notifikasi' bell and which messages they get by email.

/** Kinds a customer may turn off by email (a password reset always goes: it is asked for). */
export const EMAIL_PREFERENCE_KINDS = OUTBOX_KINDS.filter(
  (k): k is Exclude<OutboxKind, 'password_reset'> => k !== 'password_reset',
);
export type EmailPreferenceKind = (typeof EMAIL_PREFERENCE_KINDS)[number];

export const UserNotificationSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  /** A path of the shop the notification is about. */
  path: z.string(),
  created_at: z.string(),
  read_at: z.string().nullable(),
});
export type UserNotification = z.infer<typeof UserNotificationSchema>;

export const UserNotificationsSchema = z.object({
  data: z.array(UserNotificationSchema),
  unread: z.number().int(),
});
export type UserNotifications = z.infer<typeof UserNotificationsSchema>;

/** No ids: every notification of the caller is read. */
export const MarkNotificationsReadBodySchema = z.strictObject({
  ids: z.array(z.number().int().positive()).max(100).optional(),
});
export type MarkNotificationsReadBody = z.infer<typeof MarkNotificationsReadBodySchema>;

/** One field per kind a customer may choose (a plain object, so the OpenAPI document names each). */
const perKind = () =>
  Object.fromEntries(EMAIL_PREFERENCE_KINDS.map((k) => [k, z.boolean()])) as Record<
    EmailPreferenceKind,
    z.ZodBoolean
  >;

export const EmailPreferencesSchema = z.object({ email: z.object(perKind()) });
export type EmailPreferences = z.infer<typeof EmailPreferencesSchema>;

/** Only the kinds sent change; an unknown kind (a password reset) is refused. */
export const EmailPreferencesBodySchema = z.strictObject({ email: z.strictObject(perKind()).partial() });
export type EmailPreferencesBody = z.infer<typeof EmailPreferencesBodySchema>;
