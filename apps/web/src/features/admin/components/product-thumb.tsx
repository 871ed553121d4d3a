import { productPictureUrl } from '@toko/shared/images';
import { useState } from 'react';

/** A product picture in an admin table; a failed load shows 'Image not available' (spec 2.8, 8). */
export function ProductThumb({ src, alt, size = 48 }: { src: string | null; alt: string; size?: number }) {
  const [failed, setFailed] = useState(false);
  const box =
    'flex shrink-0 items-center justify-center overflow-hidden rounded-lg border border-stone-200 bg-stone-100';
  if (!src || failed) {
    return (
      <div
        className={`${box} px-1 text-center text-[10px] leading-tight text-stone-500`}
        style={{ width: size, height: size }}
      >
        Image not available
      </div>
    );
  }
  return (
    <div className={box} style={{ width: size, height: size }}>
      <img
        src={src}
        alt={alt}
        width={size}
        height={size}
        loading="lazy"
        className="size-full object-cover"
        onError={() => setFailed(true)}
      />
    </div>
  );
}

/** The 180 px variant of an uploaded image (spec 9: widths and quality), or the product's own URL. */
export function productThumbUrl(product: {
  image_id: number | null;
  thumbnail_url: string | null;
}): string | null {
  return productPictureUrl(product.image_id, product.thumbnail_url, 180);
}
