import { normalizePhoneNumber } from '@toko/shared/phone';

/** A wa.me link that opens a chat with `phone` (any Indonesian form: 08..., +62..., 62...) and a message. */
export function whatsappLink(phone: string, text: string): string {
  return `https://wa.me/${normalizePhoneNumber(phone)}?text=${encodeURIComponent(text)}`;
}
