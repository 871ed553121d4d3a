import { IMAGE_QUALITY } from './constants.ts';

// Product images (GET /api/images/{id}): the one place their URLs are built, for API answers, page heads
// and the web's srcsets alike. No zod here, so the storefront's first visit can import it.

export const IMAGE_REQUEST_FORMATS = ['auto', 'avif', 'webp', 'jpeg'] as const;
export type ImageRequestFormat = (typeof IMAGE_REQUEST_FORMATS)[number];

/** A stored image at a width; `auto` lets the server pick the best format the browser accepts. */
export function imageUrl(imageId: number, width: number, format: ImageRequestFormat = 'auto'): string {
  return `/api/images/${imageId}?w=${width}&q=${IMAGE_QUALITY}&f=${format}`;
}

/** A product's picture: its first uploaded image at a width, else the admin's own image URL, else none. */
export function productPictureUrl(firstImageId: number | null, ownUrl: string | null, width: number) {
  return firstImageId !== null ? imageUrl(firstImageId, width) : ownUrl;
}
