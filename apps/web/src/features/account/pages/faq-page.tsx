import { ChevronDown, MessageCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { usePaymentInfo } from '../../../api/payment-info/payment-info.ts';
import { buttonClass } from '../../../components/ui/button.tsx';
import { whatsappLink } from '../../../lib/whatsapp.ts';
import { AccountPage } from '../components/account-page.tsx';
import { FAQ } from '../faq-content.ts';

/** 'Pertanyaan yang Sering Diajukan' (docs/product.md 2.7): an accordion with one answer open at a time. */
export function FaqPage() {
  const [open, setOpen] = useState<string | null>(null);
  const info = usePaymentInfo();
  const baseId = useId();

  return (
    <AccountPage title="Pertanyaan yang Sering Diajukan" className="max-w-3xl">
      <div className="flex flex-col gap-6">
        {FAQ.map(({ category, items }) => (
          <div key={category}>
            <h2 className="mb-2 text-base font-semibold text-stone-800">{category}</h2>
            <div className="divide-y divide-stone-100 rounded-2xl border border-stone-200 bg-white">
              {items.map(({ q, a }, i) => {
                const key = `${category}-${i}`;
                const expanded = open === key;
                const panelId = `${baseId}-${key}`;
                return (
                  <div key={key}>
                    <h3>
                      <button
                        type="button"
                        aria-expanded={expanded}
                        aria-controls={panelId}
                        onClick={() => setOpen(expanded ? null : key)}
                        className="flex w-full items-center justify-between gap-3 px-4 py-3 text-left text-sm font-medium text-stone-900 hover:bg-stone-50"
                      >
                        {q}
                        <ChevronDown
                          className={`size-5 shrink-0 text-stone-500 transition-transform ${expanded ? 'rotate-180' : ''}`}
                          aria-hidden
                        />
                      </button>
                    </h3>
                    <div id={panelId} hidden={!expanded} className="px-4 pb-4 text-sm text-stone-600">
                      {a}
                    </div>
                  </div>
                );
              })}
            </div>
          </div>
        ))}
      </div>
      <div className="mt-8 flex flex-col items-start gap-3 rounded-2xl bg-brand-50 p-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-stone-700">Masih punya pertanyaan? Tim kami siap membantu.</p>
        {info.data ? (
          <a
            href={whatsappLink(info.data.sellerWhatsapp, 'Halo Toko, saya butuh bantuan.')}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass('primary')}
          >
            <MessageCircle className="size-4" aria-hidden />
            Hubungi via WhatsApp
          </a>
        ) : null}
      </div>
    </AccountPage>
  );
}
