import { Check } from 'lucide-react';

const STEPS = ['Keranjang', 'Alamat', 'Pembayaran', 'Konfirmasi'] as const;

/** The steps indicator of docs/product.md 2.6: 1 Keranjang, 2 Alamat, 3 Pembayaran, 4 Konfirmasi. */
export function CheckoutSteps({ current }: { current: 1 | 2 | 3 | 4 }) {
  return (
    <nav aria-label="Langkah checkout" className="mb-6">
      <ol className="flex items-start">
        {STEPS.map((label, i) => {
          const step = i + 1;
          const done = step < current;
          const active = step === current;
          return (
            <li key={label} className="relative flex flex-1 flex-col items-center gap-1.5 text-center">
              {i > 0 ? (
                <span
                  aria-hidden
                  className={`absolute top-4 right-1/2 h-0.5 w-full -translate-y-1/2 ${
                    step <= current ? 'bg-brand-600' : 'bg-stone-200'
                  }`}
                />
              ) : null}
              <span
                aria-current={active ? 'step' : undefined}
                className={`relative z-10 flex size-8 items-center justify-center rounded-full text-sm font-semibold ${
                  done || active
                    ? 'bg-brand-700 text-white'
                    : 'border border-stone-300 bg-white text-stone-500'
                }`}
              >
                {done ? <Check className="size-4" aria-label={`Langkah ${step} selesai`} /> : step}
              </span>
              <span
                className={`text-xs sm:text-sm ${active ? 'font-semibold text-stone-900' : 'text-stone-500'}`}
              >
                {label}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
