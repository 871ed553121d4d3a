import { ArrowLeft, Printer } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from './ui/button.tsx';

// Paper: A4 portrait, the size Indonesian offices file, with print margins; A6 for shipping labels, the
// size label printers and couriers take (ADR 088), with a margin a label printer still reaches. On paper
// the page is white, a toast still on screen is not part of it, and a long table breaks between rows,
// never inside one.
const PAGE_CSS = {
  A4: '@page { size: A4; margin: 14mm; }',
  A6: '@page { size: 105mm 148mm; margin: 4mm; }',
} as const;
const PRINT_CSS = `@media print { body { background: #fff; } [data-sonner-toaster] { display: none; } table { break-inside: auto; } tr { break-inside: avoid; } }`;

/**
 * The frame of a printable page (the invoice, the arisan report, the packing slips): a screen-only
 * toolbar with the way back and 'Cetak', and nothing of the app around it. `print` is 'waiting' while the
 * content loads (the button shows, disabled) and 'none' when there is nothing to print (no button);
 * `paper` is the printed page's size.
 */
export function PrintPage({
  back,
  print,
  paper = 'A4',
  children,
}: {
  back: { to: string; label: string };
  print: 'ready' | 'waiting' | 'none';
  paper?: 'A4' | 'A6';
  children: ReactNode;
}) {
  return (
    <div className="min-h-dvh bg-stone-100 py-4 print:bg-white print:py-0">
      <style>{`${PAGE_CSS[paper]}\n${PRINT_CSS}`}</style>
      <div className="mx-auto mb-4 flex max-w-[210mm] flex-wrap items-center justify-between gap-2 px-4 print:hidden">
        <Link
          to={back.to}
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden />
          {back.label}
        </Link>
        {print === 'none' ? null : (
          <Button onClick={() => window.print()} disabled={print === 'waiting'}>
            <Printer className="size-4" aria-hidden />
            Cetak
          </Button>
        )}
      </div>
      {children}
    </div>
  );
}

/**
 * The white A4 sheet the printable content sits on. On a phone a table wider than the screen scrolls
 * inside the sheet, not the page; on paper the sheet is the page itself.
 */
export function PrintSheet({ className = '', ...props }: ComponentProps<'article'>) {
  return (
    <article
      {...props}
      className={`mx-auto flex max-w-[210mm] flex-col gap-6 overflow-x-auto bg-white p-6 text-sm text-stone-900 shadow-sm sm:p-10 print:max-w-none print:overflow-visible print:p-0 print:shadow-none ${className}`}
    />
  );
}
