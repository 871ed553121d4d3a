import { z } from 'zod';
import { text } from './common.ts';
import { AUTH_TEXT, PASSWORD_MAX, PASSWORD_MIN } from './constants.ts';
import { PHONE_INVALID, parsePhoneNumber } from './phone.ts';

/**
 * 'staff' works orders, products and arisan payments for the owner (ADR 087); 'admin' is the owner, who
 * alone sees the sales money, users, settings and backups, and deletes.
 */
export const ROLES = ['admin', 'staff', 'customer'] as const;
export const RoleSchema = z.enum(ROLES);
export type Role = z.infer<typeof RoleSchema>;

export const UserSchema = z.object({
  id: z.number().int(),
  fullname: z.string(),
  email: z.string(),
  phone_number: z.string().nullable(),
  role: RoleSchema,
});
export type User = z.infer<typeof UserSchema>;

const email = text({ error: AUTH_TEXT.invalidEmail })
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ error: AUTH_TEXT.invalidEmail }));

export const LoginBodySchema = z.object({
  email: text({ error: AUTH_TEXT.loginMissing }).trim().min(1, AUTH_TEXT.loginMissing).max(254),
  password: text({ error: AUTH_TEXT.loginMissing })
    .min(1, AUTH_TEXT.loginMissing)
    .max(PASSWORD_MAX, AUTH_TEXT.passwordLong),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

/** A new password: the length rule here (both sides); the common-password list is checked by the server. */
function newPassword(missing: string) {
  return text({ error: missing })
    .min(PASSWORD_MIN, AUTH_TEXT.passwordShort)
    .max(PASSWORD_MAX, AUTH_TEXT.passwordLong);
}

/** PUT /auth/password: the current password is required; every other session ends. */
export const ChangePasswordBodySchema = z.object({
  current_password: text({ error: AUTH_TEXT.loginMissing }).min(1, AUTH_TEXT.loginMissing).max(PASSWORD_MAX),
  new_password: newPassword(AUTH_TEXT.passwordShort),
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;

/** Indonesian mobile numbers are stored as 62... (phone.ts reads every usual way of typing one). */
export const PhoneSchema = text()
  .trim()
  .transform((v, ctx) => {
    const phone = parsePhoneNumber(v);
    if (phone === null) {
      ctx.addIssue({ code: 'custom', message: PHONE_INVALID });
      return z.NEVER;
    }
    return phone;
  });

// Unknown keys such as `role` are dropped: registration always makes a customer.
export const RegisterBodySchema = z.object({
  fullname: text({ error: AUTH_TEXT.registerMissing }).trim().min(1, AUTH_TEXT.registerMissing).max(100),
  email,
  password: newPassword(AUTH_TEXT.registerMissing),
  // Optional: arisan and WhatsApp need it, so registration asks; empty means not given.
  phone_number: z.union([z.literal(''), PhoneSchema]).optional(),
});
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

export const AuthResponseSchema = z.object({ token: z.string(), user: UserSchema });
export type AuthResponse = z.infer<typeof AuthResponseSchema>;

export const VerifyResponseSchema = z.object({ valid: z.literal(true), user: UserSchema });
export const UserResponseSchema = z.object({ user: UserSchema });

/** POST /auth/forgot-password: answered the same whether or not the email has an account. */
export const ForgotPasswordBodySchema = z.strictObject({ email });
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBodySchema>;

/** POST /auth/reset-password: the token from the mailed link, once, within 30 minutes. */
export const ResetPasswordBodySchema = z.strictObject({
  token: text({ error: AUTH_TEXT.resetInvalid })
    .trim()
    .min(20, AUTH_TEXT.resetInvalid)
    .max(200, AUTH_TEXT.resetInvalid),
  password: newPassword(AUTH_TEXT.passwordShort),
});
export type ResetPasswordBody = z.infer<typeof ResetPasswordBodySchema>;

// The email is read-only: it is accepted (the client sends it) and ignored.
export const ProfileBodySchema = z.object({
  fullname: text({ error: AUTH_TEXT.profileMissing }).trim().min(1, AUTH_TEXT.profileMissing).max(100),
  phone_number: text({ error: AUTH_TEXT.profileMissing })
    .trim()
    .min(1, AUTH_TEXT.profileMissing)
    .pipe(PhoneSchema),
  email: text().optional(),
});
export type ProfileBody = z.infer<typeof ProfileBodySchema>;
