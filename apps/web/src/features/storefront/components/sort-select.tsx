import type { ProductListQuery } from '@toko/shared';
import { useId } from 'react';

/** The spec's three orders (9): name ascending, price ascending, price descending. */
export const SORT_OPTIONS = [
  { value: 'relevan', label: 'Paling Sesuai' },
  { value: 'harga-terendah', label: 'Harga Terendah' },
  { value: 'harga-tertinggi', label: 'Harga Tertinggi' },
] as const;
export type SortValue = (typeof SORT_OPTIONS)[number]['value'];

export function parseSort(value: string | null): SortValue {
  return SORT_OPTIONS.some((o) => o.value === value) ? (value as SortValue) : 'relevan';
}

/** 'Paling Sesuai' is name order, or the closest names first while searching. */
export function sortQuery(sort: SortValue): Pick<ProductListQuery, 'sortBy' | 'sortOrder'> {
  if (sort === 'harga-terendah') return { sortBy: 'price', sortOrder: 'asc' };
  if (sort === 'harga-tertinggi') return { sortBy: 'price', sortOrder: 'desc' };
  return {};
}

export function SortSelect({ value, onChange }: { value: SortValue; onChange: (v: SortValue) => void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="shrink-0 text-sm font-medium text-stone-700">
        Urutkan
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(parseSort(e.target.value))}
        className="h-10 rounded-lg border border-stone-300 bg-white px-3 pr-8 text-sm text-stone-900 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none"
      >
        {SORT_OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
