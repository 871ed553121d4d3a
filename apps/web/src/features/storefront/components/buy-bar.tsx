import { useState } from 'react';
import { QuantityStepper } from '../../../components/ui/quantity-stepper.tsx';
import { AddToCartButton } from './add-to-cart-button.tsx';
import { FavoriteHeartSlot } from './favorite-heart-slot.tsx';

/**
 * The quantity picker (1 to the stock, and no further than 'Maks. pembelian'), 'Tambah ke Keranjang' and the heart ('Favorit'). Under 768 px it is a bar fixed to
 * the bottom of the screen, where a thumb reaches it while the shopper scrolls through pictures and
 * specifications (as Tokopedia and Shopee do); from 768 px it sits in the product's column. The
 * storefront layout leaves room under the page for it (`data-buy-bar`).
 */
export function BuyBar({
  product,
}: {
  product: { id: number; name: string; stock: number; purchase_limit: number; variant_id?: number };
}) {
  const [wanted, setWanted] = useState(1);
  const soldOut = product.stock <= 0;
  const max = Math.min(product.stock, product.purchase_limit);
  // The stock can drop under a chosen quantity when the product is read again.
  const quantity = Math.max(1, Math.min(wanted, max));
  return (
    <div
      data-buy-bar
      data-testid="buy-bar"
      className="fixed inset-x-0 bottom-0 z-20 border-t border-stone-200 bg-white px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgb(0_0_0/0.06)] md:static md:z-auto md:border-0 md:bg-transparent md:p-0 md:shadow-none"
    >
      <div className="flex items-center gap-3">
        {soldOut ? null : (
          <QuantityStepper
            value={quantity}
            max={max}
            name={product.name}
            onChange={setWanted}
            className="h-12 bg-white"
          />
        )}
        <AddToCartButton
          product={product}
          quantity={quantity}
          className="min-w-0 flex-1 px-3! whitespace-nowrap md:min-w-56 md:flex-none md:px-6!"
        />
        <div className="hidden md:block">
          <FavoriteHeartSlot product={product} variant="page" />
        </div>
      </div>
    </div>
  );
}
