import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { ComboboxList, type ComboboxOption } from './combobox-list.tsx';
import { FieldFrame, fieldAria } from './field-frame.tsx';
import { selectClass } from './select.tsx';

export type { ComboboxOption };

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
          aria-controls={`${id}-list`}
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
          <ComboboxList
            ref={listRef}
            id={id}
            label={label}
            options={filtered}
            value={value}
            active={active}
            loading={loading}
            onPick={pick}
            onHover={setActive}
          />
        ) : null}
      </div>
    </FieldFrame>
  );
}
