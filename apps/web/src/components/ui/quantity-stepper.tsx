import { Minus, Plus } from 'lucide-react';

const stepButton =
  'flex size-8 items-center justify-center rounded-md text-stone-700 hover:bg-stone-100 disabled:cursor-not-allowed disabled:text-stone-300 disabled:hover:bg-transparent';

/**
 * A quantity from 1 up to `max` (the stock) with minus and plus buttons, as the cart lines and the
 * product page's buy bar show it. `name` makes the buttons say which product they change.
 */
export function QuantityStepper({
  value,
  max,
  name,
  disabled = false,
  onChange,
  className = '',
}: {
  value: number;
  max: number;
  name: string;
  disabled?: boolean;
  onChange: (quantity: number) => void;
  className?: string;
}) {
  return (
    <fieldset
      className={`flex min-w-0 shrink-0 items-center rounded-lg border border-stone-300 ${className}`}
    >
      <legend className="sr-only">Jumlah {name}</legend>
      <button
        type="button"
        className={stepButton}
        onClick={() => onChange(value - 1)}
        disabled={disabled || value <= 1}
        aria-label={`Kurangi jumlah ${name}`}
      >
        <Minus className="size-4" aria-hidden />
      </button>
      <span className="min-w-10 text-center text-sm font-medium tabular-nums" aria-live="polite">
        {value}
      </span>
      <button
        type="button"
        className={stepButton}
        onClick={() => onChange(value + 1)}
        disabled={disabled || value >= max}
        aria-label={`Tambah jumlah ${name}`}
      >
        <Plus className="size-4" aria-hidden />
      </button>
    </fieldset>
  );
}
