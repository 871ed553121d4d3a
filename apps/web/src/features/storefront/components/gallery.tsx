import type { ProductImage as Image } from '@toko/shared';
import { useRef, useState } from 'react';
import { ChevronIcon } from '../../../components/ui/line-icons.tsx';
import { ImagePlaceholder, ProductImage } from './product-image.tsx';

const SIZES = '(min-width: 1280px) 600px, (min-width: 768px) 48vw, 100vw';

/**
 * The product's pictures (docs/product.md 2.5): swipe between them on a phone, with an n/total counter; on wider
 * screens, arrows and thumbnails.
 */
export function Gallery({
  images,
  name,
  fallbackUrl,
}: {
  images: Image[];
  name: string;
  fallbackUrl: string | null;
}) {
  const [index, setIndex] = useState(0);
  const track = useRef<HTMLDivElement>(null);
  const total = images.length;

  if (total === 0) {
    return (
      <div className="overflow-hidden rounded-2xl border border-stone-200 bg-white">
        {fallbackUrl ? (
          <ProductImage
            imageId={null}
            fallbackUrl={fallbackUrl}
            alt={name}
            sizes={SIZES}
            priority
            className="aspect-square w-full"
          />
        ) : (
          <ImagePlaceholder className="aspect-square w-full" />
        )}
      </div>
    );
  }

  const show = (i: number) => {
    const el = track.current;
    if (!el) return;
    const target = (i + total) % total;
    el.scrollTo({ left: target * el.clientWidth, behavior: 'smooth' });
    setIndex(target);
  };
  const onScroll = () => {
    const el = track.current;
    if (el && el.clientWidth > 0) setIndex(Math.min(total - 1, Math.round(el.scrollLeft / el.clientWidth)));
  };

  return (
    <div className="min-w-0">
      <div className="relative overflow-hidden rounded-2xl border border-stone-200 bg-white">
        {/* A scrolling region is reached by keyboard too (WCAG 2.1.1): Tab to it, arrows change the photo. */}
        <section
          ref={track}
          onScroll={onScroll}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to be scrolled by keyboard
          tabIndex={0}
          onKeyDown={(e) => {
            if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
              e.preventDefault();
              show(index + (e.key === 'ArrowRight' ? 1 : -1));
            }
          }}
          aria-roledescription="carousel"
          aria-label={`Foto ${name}`}
          className="scrollbar-none flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500"
        >
          {images.map((img, i) => (
            <div key={img.id} className="w-full shrink-0 snap-center">
              <ProductImage
                imageId={img.id}
                alt={total > 1 ? `${name}, foto ${i + 1} dari ${total}` : name}
                sizes={SIZES}
                width={560}
                priority={i === 0}
                className="aspect-square w-full"
              />
            </div>
          ))}
        </section>
        {total > 1 ? (
          <>
            <span
              data-testid="gallery-counter"
              className="absolute right-3 bottom-3 rounded-full bg-stone-900/70 px-2.5 py-1 text-xs font-medium text-white tabular-nums md:hidden"
            >
              {index + 1}/{total}
            </span>
            <ArrowButton side="left" label="Foto sebelumnya" onClick={() => show(index - 1)} />
            <ArrowButton side="right" label="Foto berikutnya" onClick={() => show(index + 1)} />
          </>
        ) : null}
      </div>
      {total > 1 ? (
        <div className="mt-3 hidden gap-2 md:flex">
          {images.map((img, i) => (
            <button
              key={img.id}
              type="button"
              onClick={() => show(i)}
              aria-label={`Lihat foto ${i + 1}`}
              aria-current={i === index ? 'true' : undefined}
              className={`size-16 overflow-hidden rounded-lg border-2 bg-white lg:size-20 ${
                i === index ? 'border-brand-600' : 'border-transparent opacity-70 hover:opacity-100'
              }`}
            >
              <ProductImage imageId={img.id} alt="" sizes="80px" width={180} className="size-full" />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}

function ArrowButton({
  side,
  label,
  onClick,
}: {
  side: 'left' | 'right';
  label: string;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={`absolute top-1/2 hidden size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-stone-700 shadow hover:bg-white md:flex ${
        side === 'left' ? 'left-3' : 'right-3'
      }`}
    >
      <ChevronIcon side={side} className="size-5" />
    </button>
  );
}
