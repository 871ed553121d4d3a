import { ImageOff } from 'lucide-react';
import { useState } from 'react';

/** A product picture, or a placeholder when there is none or it fails to load (spec 2.6). */
export function ProductThumb({
  src,
  alt,
  className = 'size-20',
}: {
  src: string | null;
  alt: string;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <div
        role="img"
        aria-label={alt}
        className={`flex shrink-0 items-center justify-center rounded-lg bg-stone-100 text-stone-400 ${className}`}
      >
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
