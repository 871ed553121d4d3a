import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { SearchIcon } from '../../../components/ui/line-icons.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';

/**
 * The product search in the header. On the all-products page it is live: it applies once typing pauses
 * (1000 ms, docs/product.md 9) or at once on Enter. Elsewhere only Enter searches, so a pause in typing never takes
 * the shopper off the page they are on.
 */
export function SearchBox({
  value,
  onSearch,
  live = true,
}: {
  value: string;
  onSearch: (value: string) => void;
  live?: boolean;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  const debounced = useDebouncedValue(text);

  // A new value from outside (back button, a link) replaces what is typed.
  const [outside, setOutside] = useState(value);
  if (outside !== value) {
    setOutside(value);
    setText(value);
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a settled new text searches; a new `value` alone must not.
  useEffect(() => {
    if (live && debounced.trim() !== value) onSearch(debounced.trim());
  }, [debounced]);

  // On a page the server drew (ADR 041) the box can be typed in before React takes it over: that text
  // is kept and searched as if typed afterwards.
  const input = useRef<HTMLInputElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, when React takes the box over.
  useEffect(() => {
    const typed = input.current?.value ?? '';
    if (typed !== text) setText(typed);
  }, []);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(text.trim());
  };

  return (
    <search className="relative block w-full">
      <form onSubmit={submit}>
        <label htmlFor={id} className="sr-only">
          Cari produk
        </label>
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-400" />
        <input
          ref={input}
          id={id}
          type="search"
          enterKeyHint="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="Cari sofa, kursi, lemari..."
          maxLength={100}
          className="h-10 w-full rounded-lg border border-stone-300 bg-white pr-3 pl-9 text-sm text-stone-900 placeholder:text-stone-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none"
        />
      </form>
    </search>
  );
}
