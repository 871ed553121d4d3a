/**
 * 4.8 -> '4,8': a rating arrives in tenths (the API rounds it), written by hand so a page's first paint
 * builds no Intl formatter (see formatRupiah).
 */
export function formatRating(value: number): string {
  const tenths = Math.round(value * 10);
  return `${Math.floor(tenths / 10)},${tenths % 10}`;
}

/** '★ 4,8' with the number readable to screen readers. */
export function Rating({ value, className = '' }: { value: number; className?: string }) {
  return (
    <span className={`inline-flex items-center gap-0.5 ${className}`}>
      <svg viewBox="0 0 20 20" className="size-3.5 fill-amber-400" aria-hidden>
        <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z" />
      </svg>
      <span className="sr-only">Rating</span>
      {formatRating(value)}
    </span>
  );
}
