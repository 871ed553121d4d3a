import type { ProductCard as Card } from '@toko/shared';
import { formatNumber, formatRupiah } from '@toko/shared/format';
import { Link } from 'react-router';
import { CARD_IMAGE_SIZES } from '../../../lib/image.ts';
import { productPath } from '../product-path.ts';
import { FavoriteHeartSlot } from './favorite-heart-slot.tsx';
import { ProductImage } from './product-image.tsx';
import { Rating } from './rating.tsx';

/**
 * A product in a grid (docs/product.md 2.4): the ribbons TERLARIS, GRATIS ONGKIR, the discount percent and
 * '+ Diskon {n}K', the badge, the price and the struck original price, rating and 'Terjual', and
 * 'Stok habis' over the picture when none is left; the heart ('Favorit', ADR 076) in its corner.
 */
export function ProductCard({
  product,
  priority = false,
  sizes = CARD_IMAGE_SIZES,
}: {
  product: Card;
  /** Above the fold: the image loads at once. */
  priority?: boolean;
  /** How wide the card's image is in its grid. */
  sizes?: string;
}) {
  const struck = product.original_price !== null && product.original_price > product.price;
  const soldOut = product.stock <= 0;
  return (
    // The heart sits beside the link, over its picture: a button may not be inside a link.
    <div className="relative h-full">
      <Link
        to={productPath(product)}
        className="group flex h-full min-w-0 flex-col overflow-hidden rounded-xl border border-stone-200 bg-white transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-brand-500"
        data-testid="product-card"
      >
        <div className="relative aspect-square overflow-hidden bg-stone-100">
          <ProductImage
            imageId={product.image_id}
            fallbackUrl={product.thumbnail_url}
            alt={product.name}
            sizes={sizes}
            priority={priority}
            className={`size-full transition-transform duration-300 group-hover:scale-105 ${soldOut ? 'opacity-60 grayscale' : ''}`}
          />
          {soldOut ? (
            // Said on the card, so nobody opens a product only to find it cannot be bought.
            <span className="absolute inset-0 flex items-center justify-center">
              <span className="rounded-full bg-stone-900/75 px-3 py-1 text-xs font-semibold text-white">
                Stok habis
              </span>
            </span>
          ) : null}
          {product.label ? (
            <span className="absolute top-2 left-0 rounded-r-md bg-brand-700 px-2 py-0.5 text-[10px] font-bold tracking-wide text-white shadow-sm">
              TERLARIS
            </span>
          ) : null}
          {product.free_shipping ? (
            <span className="absolute bottom-2 left-2 rounded bg-emerald-700 px-1.5 py-0.5 text-[10px] font-bold tracking-wide text-white">
              GRATIS ONGKIR
            </span>
          ) : null}
        </div>
        <div className="flex flex-1 flex-col gap-1 p-2.5 sm:p-3">
          {product.badge ? (
            <span className="self-start rounded border border-brand-200 bg-brand-50 px-1.5 text-[10px] font-semibold text-brand-700">
              {product.badge}
            </span>
          ) : null}
          <h3 className="line-clamp-2 text-sm leading-snug text-stone-800">{product.name}</h3>
          <p className="text-base font-bold text-stone-900" data-testid="card-price">
            {/* Sold in variants: the lowest of their prices (ADR 090). */}
            {product.has_variants ? <span className="text-xs font-normal text-stone-600">mulai </span> : null}
            {formatRupiah(product.price)}
          </p>
          {struck || product.discount ? (
            <p className="flex flex-wrap items-center gap-x-1.5 text-xs">
              {struck ? <s className="text-stone-500">{formatRupiah(product.original_price!)}</s> : null}
              {product.discount ? (
                <span className="rounded bg-red-50 px-1 font-semibold text-red-700">{product.discount}%</span>
              ) : null}
            </p>
          ) : null}
          {product.discount_amount ? (
            <p className="self-start rounded bg-red-50 px-1.5 text-[11px] font-semibold text-red-700">
              + Diskon {formatNumber(product.discount_amount)}K
            </p>
          ) : null}
          <p className="mt-auto flex flex-wrap items-center gap-x-1.5 pt-1 text-xs text-stone-500">
            {product.rating > 0 ? <Rating value={product.rating} /> : null}
            {product.rating > 0 && product.sold > 0 ? <span aria-hidden>·</span> : null}
            {product.sold > 0 ? <span>Terjual {formatNumber(product.sold)}</span> : null}
          </p>
        </div>
      </Link>
      <div className="absolute top-0 right-0">
        <FavoriteHeartSlot product={product} />
      </div>
    </div>
  );
}
