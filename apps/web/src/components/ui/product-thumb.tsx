import { ImageOff } from 'lucide-react';
import { useState } from 'react';

/**
 * A product picture, or a placeholder when there is none or it fails to load: an icon in the shop
 * (docs/product.md 2.6), the words 'Image not available' in the dashboard (docs/product.md 2.8, 8).
 */
export function ProductThumb({
  src,
  alt,
  className = 'size-20',
  missing = 'icon',
}: {
  src: string | null;
  alt: string;
  className?: string;
  missing?: 'icon' | 'text';
}) {
  const [failed, setFailed] = useState(false);
  const frame = `flex shrink-0 items-center justify-center rounded-lg bg-stone-100 ${className}`;
  if (!src || failed) {
    if (missing === 'text') {
      return (
        <div
          className={`${frame} border border-stone-200 px-1 text-center text-[10px] leading-tight text-stone-600`}
        >
          Image not available
        </div>
      );
    }
    return (
      <div role="img" aria-label={alt} className={`${frame} text-stone-400`}>
        <ImageOff className="size-6" aria-hidden />
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      loading="lazy"
      onError={() => setFailed(true)}
      className={`shrink-0 rounded-lg bg-stone-100 object-cover ${className}`}
    />
  );
}
