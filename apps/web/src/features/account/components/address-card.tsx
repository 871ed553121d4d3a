import type { Address } from '@toko/shared';
import { kabupatenLabel } from '@toko/shared/regions';
import { forwardRef } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';

/** A saved address as a card; clicking it opens the edit form (docs/product.md 2.7). */
export const AddressCard = forwardRef<
  HTMLButtonElement,
  { address: Address; highlighted: boolean; onClick: () => void }
>(function AddressCard({ address: a, highlighted, onClick }, ref) {
  return (
    <button
      ref={ref}
      type="button"
      onClick={onClick}
      className={`flex w-full flex-col gap-1 rounded-2xl border bg-white p-4 text-left text-sm transition-colors hover:border-brand-500 ${
        highlighted ? 'border-brand-600 bg-brand-50 ring-2 ring-brand-200' : 'border-stone-200'
      }`}
      data-highlighted={highlighted || undefined}
    >
      {/* The card's name is its text (WCAG 2.5.3: what is seen is what a voice user says), led by the action. */}
      <span className="sr-only">Ubah alamat </span>
      <span className="flex flex-wrap items-center gap-2">
        <span className="font-semibold break-words text-stone-900">
          {a.label} - {a.recipient}
        </span>
        {a.is_default ? <Badge tone="brand">Default</Badge> : null}
      </span>
      <span className="text-stone-600">{a.phone}</span>
      <span className="break-words text-stone-600">{a.jalan}</span>
      <span className="text-stone-600">
        Desa/Kel. {a.desa}, Kec. {a.kecamatan}
      </span>
      <span className="text-stone-600">
        {kabupatenLabel(a.kabupaten)}, {a.provinsi} {a.postal_code}
      </span>
    </button>
  );
});
