import { CART_DESCRIPTION_PREVIEW } from '@toko/shared/constants';

/** The cart's description preview: the first 60 characters, plus '...' when there is more (docs/product.md 2.6). */
export function previewDescription(text: string, max = CART_DESCRIPTION_PREVIEW): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}
