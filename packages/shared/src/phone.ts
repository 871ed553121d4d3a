/** Indonesian phone numbers are stored as 62...: '0812-3456-7890', '+62 812...' and '812...' all become '62812...'. */
export function normalizePhoneNumber(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  if (digits.startsWith('62')) return digits;
  if (digits.startsWith('0')) return `62${digits.slice(1)}`;
  return `62${digits}`;
}

/** Under a phone field that cannot be read as an Indonesian mobile number. */
export const PHONE_INVALID = 'Nomor HP tidak valid. Contoh: 0812-3456-7890 atau +62 812 3456 7890';

/**
 * The stored form (62...) of what a person types as an Indonesian mobile number: '0812-3456-7890',
 * '+62 812 3456 7890', '(0812) 3456.7890', '812 3456 7890'; null when it is not one (letters, too short,
 * not a mobile prefix 8), so a form can say so instead of dropping the number.
 */
export function parsePhoneNumber(raw: string): string | null {
  const compact = raw.trim().replace(/[\s\-().]/g, '');
  if (!/^\+?\d+$/.test(compact)) return null;
  const digits = compact.replace(/^\+/, '');
  if (!/^(62|0)?8\d{7,12}$/.test(digits)) return null;
  return normalizePhoneNumber(digits);
}

/** A stored number (62...) as the shop shows it to a person: '6281234567890' -> '+62 812-3456-7890'. */
export function formatPhoneNumber(stored: string): string {
  const rest = stored.replace(/^62/, '');
  return `+62 ${rest.slice(0, 3)}-${rest.slice(3, 7)}-${rest.slice(7)}`.replace(/-+$/, '');
}
