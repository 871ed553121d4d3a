import { z } from 'zod';
import { text } from './common.ts';
import { AUTH_TEXT } from './constants.ts';

export const NEWSLETTER_THANKS = 'Terima kasih! Nantikan kabar promo dari kami.';

export const NewsletterBodySchema = z.strictObject({
  email: text({ error: AUTH_TEXT.invalidEmail })
    .trim()
    .toLowerCase()
    .max(254)
    .pipe(z.email({ error: AUTH_TEXT.invalidEmail })),
});
export type NewsletterBody = z.infer<typeof NewsletterBodySchema>;
