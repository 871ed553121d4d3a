import type { CartItem } from '@toko/shared';
import { Minus, Plus, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { ProductThumb } from '../../../components/ui/product-thumb.tsx';
import { formatRupiah } from '../../../lib/format.ts';
import { previewDescription } from './preview-description.ts';

export interface CartLineProps {
  item: CartItem;
  busy: boolean;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}

const stepButton =
  'flex size-8 items-center justify-center rounded-md text-stone-700 hover:bg-stone-100 disabled:cursor-not-allowed disabled:text-stone-300 disabled:hover:bg-transparent';

/** One cart line: picture, name, description preview, quantity stepper, line price and delete. */
export function CartLine({ item, busy, onQuantity, onRemove }: CartLineProps) {
  const { product, quantity } = item;
  const href = product.category_slug ? `/${product.category_slug}/${product.slug}` : null;
  return (
    <li className="flex gap-3 py-4 sm:gap-4">
      <ProductThumb src={product.thumbnail_url} alt={product.name} className="size-20 sm:size-24" />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            {href ? (
              <Link to={href} className="font-semibold text-stone-900 hover:text-brand-700">
                {product.name}
              </Link>
            ) : (
              <p className="font-semibold text-stone-900">{product.name}</p>
            )}
            <p className="mt-0.5 text-sm break-words text-stone-500">
              {previewDescription(product.description)}
            </p>
          </div>
          <button
            type="button"
            onClick={onRemove}
            disabled={busy}
            className="shrink-0 rounded-lg p-2 text-stone-500 hover:bg-red-50 hover:text-red-600 disabled:opacity-40"
            aria-label={`Hapus ${product.name}`}
          >
            <Trash2 className="size-5" aria-hidden />
          </button>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <fieldset className="flex min-w-0 items-center rounded-lg border border-stone-300">
            <legend className="sr-only">Jumlah {product.name}</legend>
            <button
              type="button"
              className={stepButton}
              onClick={() => onQuantity(quantity - 1)}
              disabled={busy || quantity <= 1}
              aria-label={`Kurangi jumlah ${product.name}`}
            >
              <Minus className="size-4" aria-hidden />
            </button>
            <span className="min-w-10 text-center text-sm font-medium tabular-nums" aria-live="polite">
              {quantity}
            </span>
            <button
              type="button"
              className={stepButton}
              onClick={() => onQuantity(quantity + 1)}
              disabled={busy || quantity >= product.stock}
              aria-label={`Tambah jumlah ${product.name}`}
            >
              <Plus className="size-4" aria-hidden />
            </button>
          </fieldset>
          <p className="font-semibold text-stone-900" data-testid="line-price">
            {formatRupiah(product.price * quantity)}
          </p>
        </div>
        {product.stock === 0 ? (
          <p className="text-xs text-red-600">Produk ini sedang tidak tersedia. Hapus untuk melanjutkan.</p>
        ) : quantity > product.stock ? (
          <p className="text-xs text-red-600">Stok tersisa {product.stock}.</p>
        ) : null}
      </div>
    </li>
  );
}
