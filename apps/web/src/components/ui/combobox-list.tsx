import { forwardRef } from 'react';

export interface ComboboxOption {
  /** What the field holds (an address's kabupaten name). */
  value: string;
  /** What a person reads and types to find it ('Kab. Malang'). */
  label: string;
}

/**
 * The open list of a Combobox: the options stay unfocusable (the input keeps the focus and names the
 * active one with aria-activedescendant), and a press picks before the input's blur closes the list.
 */
export const ComboboxList = forwardRef<
  HTMLDivElement,
  {
    id: string;
    label: string;
    options: ComboboxOption[];
    value: string;
    active: number;
    loading?: boolean;
    onPick: (option: ComboboxOption) => void;
    onHover: (index: number) => void;
  }
>(function ComboboxList({ id, label, options, value, active, loading, onPick, onHover }, ref) {
  return (
    <div
      ref={ref}
      id={`${id}-list`}
      role="listbox"
      aria-label={label}
      className="absolute z-20 mt-1 max-h-64 w-full overflow-auto rounded-lg border border-stone-200 bg-white py-1 text-sm shadow-lg"
    >
      {options.length === 0 ? (
        <p className="px-3 py-2 text-stone-500">{loading ? 'Memuat...' : 'Tidak ditemukan'}</p>
      ) : (
        options.map((o, i) => (
          <div
            key={o.value}
            tabIndex={-1}
            id={`${id}-opt-${i}`}
            data-index={i}
            role="option"
            aria-selected={o.value === value}
            className={`cursor-pointer px-3 py-2 ${i === active ? 'bg-brand-50 text-brand-800' : 'text-stone-800'} ${o.value === value ? 'font-semibold' : ''}`}
            onMouseDown={(e) => {
              e.preventDefault();
              onPick(o);
            }}
            onMouseEnter={() => onHover(i)}
          >
            {o.label}
          </div>
        ))
      )}
    </div>
  );
});
