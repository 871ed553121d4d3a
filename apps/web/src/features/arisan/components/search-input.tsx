import { Search } from 'lucide-react';
import { inputClass } from '../../../components/ui/input.tsx';

/** A search box whose placeholder is also its accessible name ('Cari arisan', 'Cari member'). */
export function SearchInput({
  placeholder,
  value,
  onChange,
  className = '',
}: {
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}) {
  return (
    <div className={`relative w-full sm:max-w-xs ${className}`}>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-400"
        aria-hidden
      />
      <input
        type="search"
        aria-label={placeholder}
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={`${inputClass} pl-9`}
      />
    </div>
  );
}
