import type { CartItem } from '@toko/shared';
import { cartLineMax } from '@toko/shared/cart';
import { Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { ProductThumb } from '../../../components/ui/product-thumb.tsx';
import { QuantityStepper } from '../../../components/ui/quantity-stepper.tsx';
import { VariantNote } from '../../../components/variant-note.tsx';
import { formatRupiah } from '../../../lib/format.ts';
import { limitNote, lineWarning } from '../cart-problems.ts';
import { previewDescription } from './preview-description.ts';

export interface CartLineProps {
  item: CartItem;
  busy: boolean;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}

/**
 * One cart line: picture, name, description preview, quantity stepper, line price with the unit price
 * under it, and delete; a line the stock cannot cover says what to do about it.
 */
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
            <VariantNote label={item.variant?.label} className="block text-sm text-stone-700" />
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
          <div className="flex flex-col items-start gap-1">
            <QuantityStepper
              value={quantity}
              max={cartLineMax(product)}
              name={product.name}
              disabled={busy}
              onChange={onQuantity}
            />
            {product.stock > 0 ? (
              <p className="text-xs text-stone-500" data-testid="purchase-limit">
                {limitNote(product)}
              </p>
            ) : null}
          </div>
          <div className="text-right">
            <p className="font-semibold text-stone-900" data-testid="line-price">
              {formatRupiah(product.price * quantity)}
            </p>
            <p className="text-xs text-stone-500" data-testid="unit-price">
              {quantity} x {formatRupiah(product.price)}
            </p>
          </div>
        </div>
        {lineWarning(product, quantity) ? (
          <p className="text-xs text-red-600">{lineWarning(product, quantity)}</p>
        ) : null}
      </div>
    </li>
  );
}
