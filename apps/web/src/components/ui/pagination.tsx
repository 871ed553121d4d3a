import { ChevronLeft, ChevronRight } from 'lucide-react';

export interface PaginationProps {
  currentPage: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}

/** Previous / page numbers / next; hidden when there is only one page. */
export function Pagination({ currentPage, totalPages, onPageChange }: PaginationProps) {
  if (totalPages <= 1) return null;
  const pages = pageWindow(currentPage, totalPages);
  const btn = 'inline-flex h-9 min-w-9 items-center justify-center rounded-lg px-2 text-sm';
  return (
    <nav aria-label="Halaman" className="flex flex-wrap items-center justify-center gap-1 py-4">
      <button
        type="button"
        className={`${btn} text-stone-600 hover:bg-stone-100 disabled:opacity-40`}
        onClick={() => onPageChange(currentPage - 1)}
        disabled={currentPage <= 1}
        aria-label="Halaman sebelumnya"
      >
        <ChevronLeft className="size-4" aria-hidden />
      </button>
      {pages.map((p, i) =>
        p === null ? (
          <span key={`gap-${i}`} className="px-1 text-stone-400">
            …
          </span>
        ) : (
          <button
            type="button"
            key={p}
            onClick={() => onPageChange(p)}
            aria-current={p === currentPage ? 'page' : undefined}
            className={`${btn} ${p === currentPage ? 'bg-brand-700 text-white' : 'text-stone-700 hover:bg-stone-100'}`}
          >
            {p}
          </button>
        ),
      )}
      <button
        type="button"
        className={`${btn} text-stone-600 hover:bg-stone-100 disabled:opacity-40`}
        onClick={() => onPageChange(currentPage + 1)}
        disabled={currentPage >= totalPages}
        aria-label="Halaman berikutnya"
      >
        <ChevronRight className="size-4" aria-hidden />
      </button>
    </nav>
  );
}

function pageWindow(current: number, total: number): (number | null)[] {
  const set = new Set([1, total, current - 1, current, current + 1].filter((p) => p >= 1 && p <= total));
  const sorted = [...set].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const [i, p] of sorted.entries()) {
    if (i > 0 && p - sorted[i - 1]! > 1) out.push(null);
    out.push(p);
  }
  return out;
}
