import type { ProductSuggestion } from '@toko/shared';
import { useEffect } from 'react';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { SUGGEST_FROM, useSuggestions } from '../api/suggest-products.ts';

/** How long typing pauses before the box asks for suggestions. */
const SUGGEST_DEBOUNCE_MS = 200;

/**
 * The header box's suggestion list (ADR 076), loaded once the shopper starts typing: asks the server
 * for the names matching what is typed when typing pauses, hands them to the box (which owns the
 * keyboard: the combobox pattern), and shows them as its listbox. Options stay unfocusable; a press picks
 * before the input's blur would close the list.
 */
export default function SearchSuggestions({
  id,
  text,
  open,
  active,
  onItems,
  onPick,
  onHover,
}: {
  id: string;
  text: string;
  open: boolean;
  active: number;
  onItems: (items: ProductSuggestion[]) => void;
  onPick: (item: ProductSuggestion) => void;
  onHover: (index: number) => void;
}) {
  const typed = useDebouncedValue(text.trim(), SUGGEST_DEBOUNCE_MS);
  const suggestions = useSuggestions(typed);
  const items =
    typed.length >= SUGGEST_FROM && text.trim().length >= SUGGEST_FROM ? (suggestions.data ?? []) : [];

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new list (by content) is handed over, not a new array each render.
  useEffect(() => onItems(items), [items.map((i) => i.slug).join('\n')]);

  if (!open || items.length === 0) return null;
  return (
    <div
      id={`${id}-list`}
      role="listbox"
      aria-label="Saran produk"
      className="absolute top-full z-40 mt-1 w-full overflow-hidden rounded-lg border border-stone-200 bg-white py-1 text-sm shadow-lg"
    >
      {items.map((item, i) => (
        <div
          key={item.slug}
          id={`${id}-opt-${i}`}
          role="option"
          tabIndex={-1}
          aria-selected={i === active}
          className={`cursor-pointer truncate px-3 py-2.5 ${i === active ? 'bg-brand-50 text-brand-800' : 'text-stone-800'}`}
          onMouseDown={(e) => {
            e.preventDefault();
            onPick(item);
          }}
          onMouseEnter={() => onHover(i)}
        >
          {item.name}
        </div>
      ))}
    </div>
  );
}
