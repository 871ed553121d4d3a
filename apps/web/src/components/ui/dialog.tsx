import { X } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useLayoutEffect, useRef } from 'react';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** Under 640 px it rises from the bottom edge, full width (a sheet, as shop apps show filters). */
  sheet?: boolean;
}

const SIZES = { sm: 'max-w-sm', md: 'max-w-md', lg: 'max-w-2xl', xl: 'max-w-4xl' };

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
const focusables = (el: HTMLElement) =>
  [...el.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((f) => !f.closest('[hidden]'));

/**
 * Tab and Shift+Tab go round the dialog's own controls. A native modal makes the page behind it inert,
 * but Tab past its last control still leaves for the browser's own bar; a keyboard user would lose it.
 */
function keepTabInside(e: KeyboardEvent<HTMLDialogElement>) {
  if (e.key !== 'Tab') return;
  const all = focusables(e.currentTarget);
  const first = all[0];
  const last = all.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  const outside = !e.currentTarget.contains(active);
  if (e.shiftKey && (active === first || outside)) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && (active === last || outside)) {
    e.preventDefault();
    first.focus();
  }
}

/**
 * A modal on the native <dialog>: Escape and a click on the backdrop close it, Tab stays inside it, and
 * when it closes the focus goes back to the control that opened it (WAI-ARIA dialog pattern).
 */
export function Dialog({ open, onClose, title, children, footer, size = 'md', sheet = false }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (open && !el.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      el.showModal();
      // The browser moves the focus in; where it did not (an older engine), the first control takes it.
      if (!el.contains(document.activeElement)) focusables(el)[0]?.focus();
    }
    if (!open && el.open) {
      el.close();
      // A row deleted meanwhile has taken its button along: then the focus stays where the browser puts it.
      if (opener.current?.isConnected) opener.current.focus();
      opener.current = null;
    }
  }, [open]);

  useEffect(() => {
    const el = ref.current;
    return () => {
      // A dialog keyed by its row is replaced, not closed, when it closes: the focus goes back all the same.
      if (el && !el.isConnected && opener.current?.isConnected) opener.current.focus();
    };
  }, []);

  return (
    // The click is on the backdrop; keyboard users close with Escape (onCancel).
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        if (e.target === ref.current) onClose();
      }}
      onKeyDown={keepTabInside}
      className={`m-auto w-[calc(100%-2rem)] ${SIZES[size]} rounded-2xl bg-white p-0 text-stone-900 shadow-xl backdrop:bg-stone-900/50 ${sheet ? 'max-sm:mb-0 max-sm:w-full max-sm:max-w-none max-sm:rounded-b-none' : ''}`}
    >
      {open ? (
        <div className="flex max-h-[90vh] flex-col">
          <div className="flex items-center justify-between gap-4 border-b border-stone-100 px-5 py-4">
            <h2 id={titleId} className="text-lg font-semibold">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              className="rounded-full p-1 text-stone-500 hover:bg-stone-100 hover:text-stone-800"
              aria-label="Tutup"
            >
              <X className="size-5" aria-hidden />
            </button>
          </div>
          <div className="overflow-y-auto px-5 py-4">{children}</div>
          {footer ? (
            <div className="flex justify-end gap-2 border-t border-stone-100 px-5 py-3">{footer}</div>
          ) : null}
        </div>
      ) : null}
    </dialog>
  );
}
