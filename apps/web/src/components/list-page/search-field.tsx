import { Search } from 'lucide-react';
import { useState } from 'react';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { inputClass } from '../ui/input.tsx';

/** A search box whose placeholder is also its accessible name ('Cari arisan', 'Cari product'). */
export function SearchField({
  label,
  value,
  onChange,
  wide = false,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** As wide as its container (a dialog's member search), not a toolbar's box. */
  wide?: boolean;
}) {
  return (
    <div className={`relative w-full ${wide ? '' : 'sm:max-w-sm'}`}>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-400"
        aria-hidden
      />
      <input
        type="search"
        aria-label={label}
        placeholder={label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={`${inputClass} pl-9`}
      />
    </div>
  );
}

/** What a search box holds, and the trimmed text to ask for once typing has paused (docs/product.md 9). */
export function useSearchText() {
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input.trim());
  return { input, setInput, search };
}
