import type { ProductSuggestion } from '@toko/shared';
import { productHref } from '@toko/shared/constants';
import {
  type FormEvent,
  type KeyboardEvent,
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useNavigate } from 'react-router';
import { SearchIcon } from '../../../components/ui/line-icons.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';

// The suggestion list and its query load once the shopper types, not with the page (ADR 008, 076).
const SearchSuggestions = lazy(() => import('./search-suggestions.tsx'));

/**
 * The product search in the header. On the all-products page it is live: it applies once typing pauses
 * (1000 ms, docs/product.md 9) or at once on Enter. Elsewhere only Enter searches, so a pause in typing never takes
 * the shopper off the page they are on. While typing it suggests product names (the ARIA combobox
 * pattern, ADR 076): up and down move through them, Enter opens the one chosen, Escape closes the list.
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
  const navigate = useNavigate();
  // The list's code is asked for at the first keystroke; until then the box is a plain search box.
  const [typing, setTyping] = useState(false);
  const [items, setItems] = useState<ProductSuggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

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
    setOpen(false);
    onSearch(text.trim());
  };

  const pick = (item: ProductSuggestion) => {
    setOpen(false);
    setActive(-1);
    navigate(productHref(item.category_slug, item.slug));
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if ((e.key === 'ArrowDown' || e.key === 'ArrowUp') && items.length > 0) {
      e.preventDefault();
      const n = items.length;
      const down = e.key === 'ArrowDown';
      setOpen(true);
      // Down from the box is the first name, up the last; they wrap round.
      setActive((i) => (down ? (open && i >= 0 ? (i + 1) % n : 0) : open && i > 0 ? i - 1 : n - 1));
    } else if (e.key === 'Enter' && open && items[active]) {
      e.preventDefault();
      pick(items[active]);
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  const expanded = open && items.length > 0;

  return (
    <search className="relative block w-full">
      {/* The form works before the page's code runs too: Enter then asks the server for the results page
          itself (an Enter pressed in that moment reloaded the page it was on, #31's browser run). */}
      <form onSubmit={submit} action="/products" method="get">
        <label htmlFor={id} className="sr-only">
          Cari produk
        </label>
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-400" />
        <input
          ref={input}
          id={id}
          type="search"
          name="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={expanded ? `${id}-list` : undefined}
          aria-activedescendant={expanded && items[active] ? `${id}-opt-${active}` : undefined}
          autoComplete="off"
          enterKeyHint="search"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setTyping(true);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
          placeholder="Cari sofa, kursi, lemari..."
          maxLength={100}
          className="h-10 w-full rounded-lg border border-stone-300 bg-white pr-3 pl-9 text-sm text-stone-900 placeholder:text-stone-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none"
        />
      </form>
      {typing ? (
        <Suspense fallback={null}>
          <SearchSuggestions
            id={id}
            text={text}
            open={open}
            active={active}
            onItems={(next) => {
              setItems(next);
              setActive(-1);
            }}
            onPick={pick}
            onHover={setActive}
          />
        </Suspense>
      ) : null}
    </search>
  );
}
