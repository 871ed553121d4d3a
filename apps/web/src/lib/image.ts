import { IMAGE_WIDTHS } from '@toko/shared/constants';
import { imageUrl } from '@toko/shared/images';

/** Every stored width (180, 220, 280 and their 2x), for the browser to choose from with `sizes`. */
export function imageSrcSet(imageId: number, widths: readonly number[] = IMAGE_WIDTHS): string {
  return widths.map((w) => `${imageUrl(imageId, w)} ${w}w`).join(', ');
}

/**
 * The width a product card's image takes in the storefront grid (2 columns on phones, then 3, 4, 5
 * and 6 in a 1280 px container), so a phone downloads the 180/220 px variant (spec 9).
 */
export const CARD_IMAGE_SIZES =
  '(min-width: 1280px) 196px, (min-width: 1024px) calc(20vw - 20px), (min-width: 768px) calc(25vw - 20px), (min-width: 640px) calc(33vw - 22px), calc(50vw - 22px)';

/** A row of four cards (2 on a phone): the home page's featured products. */
export const FOUR_CARD_IMAGE_SIZES =
  '(min-width: 1280px) 300px, (min-width: 768px) calc(25vw - 20px), calc(50vw - 22px)';
