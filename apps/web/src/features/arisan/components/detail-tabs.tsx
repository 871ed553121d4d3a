import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { useSearchParams } from 'react-router';

export interface TabDef<K extends string> {
  key: K;
  label: string;
}

/** The open tab, kept in `?tab=` so a reload or a shared link opens the same one. */
export function useTabParam<K extends string>(tabs: readonly TabDef<K>[]): [K, (key: K) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const current = tabs.find((t) => t.key === asked)?.key ?? tabs[0]!.key;
  const select = (key: K) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (key === tabs[0]!.key) next.delete('tab');
        else next.set('tab', key);
        return next;
      },
      { replace: true },
    );
  return [current, select];
}

/**
 * WAI-ARIA tabs: a tablist of buttons (arrow keys, Home and End move between them), one panel shown.
 * Only the open tab is in the tab order, as the pattern asks.
 */
export function Tabs<K extends string>({
  label,
  tabs,
  current,
  onSelect,
  children,
}: {
  label: string;
  tabs: readonly TabDef<K>[];
  current: K;
  onSelect: (key: K) => void;
  children: ReactNode;
}) {
  const id = useId();
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const move = (e: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const to =
      e.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : e.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? last
              : null;
    if (to === null) return;
    e.preventDefault();
    const key = tabs[to]!.key;
    onSelect(key);
    refs.current.get(key)?.focus();
  };
  return (
    <div className="flex flex-col gap-5">
      <div
        role="tablist"
        aria-label={label}
        // Below 480 px the four tabs sit two by two, so none hides behind a sideways scroll on a phone.
        className="grid grid-cols-2 gap-x-1 border-b border-stone-200 min-[480px]:flex min-[480px]:overflow-x-auto print:hidden"
      >
        {tabs.map((t, i) => {
          const selected = t.key === current;
          return (
            <button
              key={t.key}
              ref={(el) => {
                if (el) refs.current.set(t.key, el);
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${t.key}`}
              aria-selected={selected}
              aria-controls={`${id}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onSelect(t.key)}
              onKeyDown={(e) => move(e, i)}
              className={`-mb-px min-w-0 shrink-0 border-b-2 px-2 py-2 text-center text-sm font-medium min-[480px]:px-3 min-[480px]:whitespace-nowrap focus-visible:outline-2 focus-visible:outline-brand-500 ${
                selected
                  ? 'border-brand-700 text-brand-800'
                  : 'border-transparent text-stone-600 hover:text-stone-900'
              }`}
            >
              {t.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-tab-${current}`}
        className="flex flex-col gap-5"
      >
        {children}
      </div>
    </div>
  );
}
