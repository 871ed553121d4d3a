import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { FieldFrame, fieldAria } from './field-frame.tsx';
import { selectClass } from './select.tsx';

export interface ComboboxOption {
  /** What the field holds (an address's kabupaten name). */
  value: string;
  /** What a person reads and types to find it ('Kab. Malang'). */
  label: string;
}

export interface ComboboxProps {
  label: string;
  options: ComboboxOption[];
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  disabled?: boolean;
  loading?: boolean;
  error?: string;
  name?: string;
}

/** Longer lists show their first matches only: typing narrows them (a kabupaten has up to ~400 desa). */
const SHOWN = 100;

const matches = (label: string, query: string) => label.toLowerCase().includes(query.trim().toLowerCase());

/**
 * A labelled, searchable picker (the ARIA combobox pattern): type to filter ('mal' finds Malang), arrow
 * keys move through the matches, Enter picks, Escape closes and puts back the picked value.
 */
export function Combobox({
  label,
  options,
  value,
  onChange,
  placeholder,
  disabled,
  loading,
  error,
  name,
}: ComboboxProps) {
  const id = useId();
  const listId = `${id}-list`;
  const selected = options.find((o) => o.value === value);
  const shownText = selected?.label ?? value;
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const listRef = useRef<HTMLDivElement>(null);

  const filtered = useMemo(
    () => (query ? options.filter((o) => matches(o.label, query)) : options).slice(0, SHOWN),
    [options, query],
  );

  useEffect(() => {
    if (!open) return;
    listRef.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active, open]);

  const close = () => {
    setOpen(false);
    setQuery(null);
  };
  const pick = (option: ComboboxOption) => {
    onChange(option.value);
    close();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) {
        setOpen(true);
        setActive(
          Math.max(
            0,
            filtered.findIndex((o) => o.value === value),
          ),
        );
        return;
      }
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (filtered.length === 0 ? 0 : (i + step + filtered.length) % filtered.length));
    } else if (e.key === 'Enter') {
      if (open && filtered[active]) {
        e.preventDefault();
        pick(filtered[active]);
      }
    } else if (e.key === 'Escape') {
      if (open) {
        e.preventDefault();
        close();
      }
    }
  };

  const activeId = open && filtered[active] ? `${id}-opt-${active}` : undefined;
  return (
    <FieldFrame id={id} label={label} error={error}>
      <div className="relative">
        <input
          id={id}
          name={name}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={activeId}
          aria-busy={loading || undefined}
          disabled={disabled}
          placeholder={loading ? 'Memuat...' : placeholder}
          value={query ?? shownText}
          {...fieldAria(id, error)}
          className={`${selectClass} pr-8`}
          onChange={(e) => {
            setQuery(e.target.value);
            setOpen(true);
            setActive(0);
          }}
          onFocus={(e) => e.target.select()}
          onClick={() => setOpen(true)}
          onBlur={close}
          onKeyDown={onKeyDown}
        />
        <span
          aria-hidden
          className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-stone-400"
        >
          ▾
        </span>
        {open ? (
          <div
            ref={listRef}
            id={listId}
            role="listbox"
            aria-label={label}
            className="absolute z-20 mt-1 max-h-64 w-full overflow-auto rounded-lg border border-stone-200 bg-white py-1 text-sm shadow-lg"
          >
            {filtered.length === 0 ? (
              <p className="px-3 py-2 text-stone-500">{loading ? 'Memuat...' : 'Tidak ditemukan'}</p>
            ) : (
              filtered.map((o, i) => (
                <div
                  key={o.value}
                  tabIndex={-1}
                  id={`${id}-opt-${i}`}
                  data-index={i}
                  role="option"
                  aria-selected={o.value === value}
                  className={`cursor-pointer px-3 py-2 ${i === active ? 'bg-brand-50 text-brand-800' : 'text-stone-800'} ${o.value === value ? 'font-semibold' : ''}`}
                  // Before the input's blur closes the list.
                  onMouseDown={(e) => {
                    e.preventDefault();
                    pick(o);
                  }}
                  onMouseEnter={() => setActive(i)}
                >
                  {o.label}
                </div>
              ))
            )}
          </div>
        ) : null}
      </div>
    </FieldFrame>
  );
}
