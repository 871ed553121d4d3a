/** Indonesian phone numbers are stored as 62...: '0812-3456-7890', '+62 812...' and '812...' all become '62812...'. */
export function normalizePhoneNumber(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  if (digits.startsWith('62')) return digits;
  if (digits.startsWith('0')) return `62${digits.slice(1)}`;
  return `62${digits}`;
}
