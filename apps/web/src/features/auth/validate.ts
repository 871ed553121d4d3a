import { AUTH_TEXT, PASSWORD_MAX, PASSWORD_MIN } from '@toko/shared/constants';

export interface AuthForm {
  fullname: string;
  email: string;
  /** Optional; the server reads and checks it (PhoneSchema). */
  phone: string;
  password: string;
  confirmPassword: string;
}

/** The dialog's checks in the spec's order (section 5); returns the one message to show, or null. */
export function validateAuthForm(mode: 'login' | 'register', f: AuthForm): string | null {
  if (mode === 'login') {
    return f.email.trim() && f.password ? null : AUTH_TEXT.loginMissing;
  }
  if (!f.fullname.trim() || !f.email.trim() || !f.password) return AUTH_TEXT.registerMissing;
  if (f.password !== f.confirmPassword) return AUTH_TEXT.passwordsMismatch;
  if (f.password.length < PASSWORD_MIN) return AUTH_TEXT.passwordShort;
  if (f.password.length > PASSWORD_MAX) return AUTH_TEXT.passwordLong;
  return null;
}
