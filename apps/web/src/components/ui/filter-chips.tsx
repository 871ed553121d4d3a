export interface Chip<T extends string> {
  value: T;
  label: string;
}

/**
 * A row of toggle chips (Semua plus each choice). It wraps, or with `scroll` stays one row that scrolls
 * sideways on a phone (for long lists such as categories).
 */
export function FilterChips<T extends string>({
  label,
  chips,
  value,
  onChange,
  scroll = false,
}: {
  label: string;
  chips: Chip<T>[];
  value: T;
  onChange: (value: T) => void;
  scroll?: boolean;
}) {
  return (
    <fieldset
      className={
        scroll
          ? '-mx-4 flex min-w-0 gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0'
          : 'flex flex-wrap gap-2'
      }
    >
      <legend className="sr-only">{label}</legend>
      {chips.map((chip) => {
        const active = chip.value === value;
        return (
          <button
            key={chip.value}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(chip.value)}
            className={`shrink-0 whitespace-nowrap rounded-full border px-3.5 py-1.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-brand-500 ${
              active
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-stone-300 bg-white text-stone-700 hover:bg-stone-100'
            }`}
          >
            {chip.label}
          </button>
        );
      })}
    </fieldset>
  );
}
