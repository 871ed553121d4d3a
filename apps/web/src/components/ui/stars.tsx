const STAR_PATH = 'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z';

/** One star, filled or not (the review list, the owner's list and the review form's radio group). */
export function StarIcon({ filled, className = 'size-4' }: { filled: boolean; className?: string }) {
  return (
    <svg
      viewBox="0 0 20 20"
      className={`${className} ${filled ? 'fill-amber-400 stroke-amber-500' : 'fill-none stroke-stone-400'}`}
      strokeWidth={1.2}
      aria-hidden
    >
      <path d={STAR_PATH} />
    </svg>
  );
}

/** A review's 1-5 stars, read as 'Bintang 4 dari 5'. */
export function Stars({ value, className = 'size-4' }: { value: number; className?: string }) {
  return (
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={`Bintang ${value} dari 5`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon key={n} filled={n <= value} className={className} />
      ))}
    </span>
  );
}
