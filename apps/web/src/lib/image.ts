import { IMAGE_WIDTHS } from '@toko/shared/constants';
import { imageUrl } from '@toko/shared/images';

/** Every stored width, for the browser to choose from with `sizes`. */
export function imageSrcSet(imageId: number, widths: readonly number[] = IMAGE_WIDTHS): string {
  return widths.map((w) => `${imageUrl(imageId, w)} ${w}w`).join(', ');
}

// A card's picture is its grid column less the card's 1 px borders; the page is `max-w-7xl` (1280 px)
// with 16 px padding each side. Kept exact (ADR 036): the browser multiplies this by the pixel ratio and
// takes the first stored width at least that wide, so a `sizes` 2 px too wide can cost a whole step.

/**
 * The storefront grid (product-grid.tsx): 2 columns with 12 px gaps on phones, then 3, 4, 5 and 6 with
 * 16 px gaps.
 */
export const CARD_IMAGE_SIZES =
  '(min-width: 1280px) 193px, (min-width: 1024px) calc(20vw - 21px), (min-width: 768px) calc(25vw - 22px), (min-width: 640px) calc(33.33vw - 23px), calc(50vw - 24px)';

/** A row of four cards (2 on a phone, 12 then 16 px gaps): the home page's featured products. */
export const FOUR_CARD_IMAGE_SIZES =
  '(min-width: 1280px) 298px, (min-width: 768px) calc(25vw - 22px), (min-width: 640px) calc(50vw - 26px), calc(50vw - 24px)';

/**
 * Screens whose card pictures were measured in Chromium (CSS px of the picture): the widths the bench
 * compares encoders at, and the e2e check that the browser downloads the variant they need.
 */
export const CARD_SCREENS = [
  { name: '375 px phone at 2x, category', path: '/sofas', viewport: 375, dpr: 2, css: 163.5 },
  { name: 'Lighthouse phone, 412 px at 1.75x', path: '/sofas', viewport: 412, dpr: 1.75, css: 182 },
  { name: '375 px phone at 3x, category', path: '/sofas', viewport: 375, dpr: 3, css: 163.5 },
  { name: '1280 px desktop at 1x, category', path: '/sofas', viewport: 1280, dpr: 1, css: 192.67 },
  { name: '1280 px desktop at 2x, category', path: '/sofas', viewport: 1280, dpr: 2, css: 192.67 },
  { name: '1280 px desktop at 1x, home', path: '/', viewport: 1280, dpr: 1, css: 298 },
] as const;
