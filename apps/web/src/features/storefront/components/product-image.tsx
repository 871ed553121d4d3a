import { productPictureUrl } from '@toko/shared/images';
import { useCallback, useState } from 'react';
import { imageSrcSet } from '../../../lib/image.ts';

export interface ProductImageProps {
  imageId: number | null;
  /** An image URL of the product's own (the admin's main image URL) when nothing was uploaded. */
  fallbackUrl?: string | null;
  alt: string;
  sizes: string;
  /** The width the `src` asks for (older browsers without srcset). */
  width?: number;
  /** Above the fold: load at once instead of lazily. */
  priority?: boolean;
  className?: string;
}

/**
 * A product picture: every stored width in `srcset` so the browser takes the one the layout needs,
 * loaded lazily; a missing or broken image shows a placeholder instead (docs/product.md 2.5).
 */
export function ProductImage({
  imageId,
  fallbackUrl,
  alt,
  sizes,
  width = 280,
  priority = false,
  className = '',
}: ProductImageProps) {
  const [broken, setBroken] = useState(false);
  // A picture in a page the server drew (ADR 041) can fail before React listens for its error event.
  const failedEarly = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth === 0) setBroken(true);
  }, []);
  const src = productPictureUrl(imageId, fallbackUrl ?? null, width);
  if (!src || broken) return <ImagePlaceholder className={className} />;
  return (
    <img
      ref={failedEarly}
      src={src}
      srcSet={imageId !== null ? imageSrcSet(imageId) : undefined}
      sizes={imageId !== null ? sizes : undefined}
      alt={alt}
      width={width}
      height={width}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => setBroken(true)}
      className={`object-cover ${className}`}
    />
  );
}

/** Shown where a picture is missing or failed to load. */
export function ImagePlaceholder({ className = '' }: { className?: string }) {
  return (
    <div
      role="img"
      aria-label="Gambar tidak tersedia"
      className={`flex items-center justify-center bg-stone-100 text-stone-300 ${className}`}
    >
      <svg
        viewBox="0 0 24 24"
        className="size-1/3 max-h-16 max-w-16"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        aria-hidden
      >
        <rect x="3" y="3" width="18" height="18" rx="2" />
        <circle cx="9" cy="9" r="2" />
        <path d="m21 15-3.1-3.1a2 2 0 0 0-2.8 0L6 21" />
      </svg>
    </div>
  );
}
