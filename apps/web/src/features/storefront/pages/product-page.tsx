import type { Product } from '@toko/shared';
import { INSTALLMENT_MONTHS } from '@toko/shared/constants';
import { discountPercent, discountThousands } from '@toko/shared/discount';
import { formatNumber, formatRupiah } from '@toko/shared/format';
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../api/client.ts';
import { useProduct } from '../../../api/products/product.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { ErrorText } from '../../../components/ui/states.tsx';
import { HydrateLater } from '../../../lib/hydrate-later.tsx';
import { BarangOfferSlot } from '../components/barang-offer-slot.tsx';
import { Breadcrumb } from '../components/breadcrumb.tsx';
import { BuyBar } from '../components/buy-bar.tsx';
import { FavoriteHeartSlot } from '../components/favorite-heart-slot.tsx';
import { Gallery } from '../components/gallery.tsx';
import { ProductCard } from '../components/product-card.tsx';
import { ProductGrid } from '../components/product-grid.tsx';
import { Rating } from '../components/rating.tsx';
import { ReviewsSlot } from '../components/reviews-slot.tsx';
import { StockLine } from '../components/stock-line.tsx';
import { useDocumentTitle } from '../components/use-document-title.ts';
import { useVariantChoice, VariantPicker } from '../components/variant-picker.tsx';
import { productPath } from '../product-path.ts';

/** `/{category}/{slug}` (docs/product.md 2.5). A wrong category segment or a name in the URL moves to the real URL. */
export default function ProductPage() {
  const { category: segment = '', slug = '' } = useParams();
  const query = useProduct(slug);
  const navigate = useNavigate();
  const product = query.data;

  useEffect(() => {
    if (!product) return;
    const canonical = productPath(product);
    if (canonical !== `/${segment}/${slug}`) navigate(canonical, { replace: true });
  }, [product, segment, slug, navigate]);

  if (query.isPending) return <ProductSkeleton />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return <ProductNotFound />;
    return (
      <div className="mx-auto max-w-7xl px-4 py-10">
        <ErrorText error={query.error} />
      </div>
    );
  }
  return <ProductDetail product={query.data} />;
}

/**
 * The product as the shopper's choice shows it: a variant's price, stock and picture (ADR 090); a
 * product with options but no such variant cannot be bought.
 */
function useShownProduct(product: Product) {
  const choice = useVariantChoice(product);
  const { variant } = choice;
  if (product.options.length === 0) return { ...choice, shown: product, images: product.images };
  const price = variant?.price ?? product.price;
  const shown = {
    ...product,
    price,
    stock: variant?.stock ?? 0,
    variant_id: variant?.id,
    discount: discountPercent(price, product.original_price),
    discount_amount: discountThousands(price, product.original_price),
  };
  // The variant's own picture leads the gallery.
  const own = variant?.image_id;
  const images =
    own == null
      ? product.images
      : [...product.images.filter((i) => i.id === own), ...product.images.filter((i) => i.id !== own)];
  return { ...choice, shown, images };
}

function ProductDetail({ product: base }: { product: Product }) {
  useDocumentTitle(base.name);
  const { shown: product, images, chosen, choose, variant } = useShownProduct(base);
  const struck = product.original_price !== null && product.original_price > product.price;
  const perMonth = Math.ceil(product.price / INSTALLMENT_MONTHS);
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      {/* On a drawn page each part is taken over in a task of its own (ADR 096). */}
      <HydrateLater>
        <Breadcrumb
          className="mb-4"
          links={[
            { to: '/', label: 'Beranda' },
            ...(product.category ? [{ to: `/${product.category.slug}`, label: product.category.name }] : []),
          ]}
          current={product.name}
        />
      </HydrateLater>

      <div className="grid gap-6 md:grid-cols-2 md:gap-10">
        <HydrateLater key={variant?.image_id ?? 'product'}>
          <Gallery images={images} name={product.name} fallbackUrl={product.thumbnail_url} />
        </HydrateLater>

        <div className="flex min-w-0 flex-col gap-4">
          <div className="flex flex-wrap items-center gap-2">
            {product.label ? <Badge tone="brand">TERLARIS</Badge> : null}
            {product.free_shipping ? <Badge tone="green">GRATIS ONGKIR</Badge> : null}
            {product.badge ? <Badge tone="gray">{product.badge}</Badge> : null}
          </div>
          <HydrateLater>
            <div className="flex items-start justify-between gap-3">
              <h1 className="text-2xl leading-tight font-bold text-stone-900 sm:text-3xl">{product.name}</h1>
              {/* On a phone the heart sits by the name: the buy bar has no room beside its button there. */}
              <div className="-mt-1 -mr-2 md:hidden">
                <FavoriteHeartSlot product={product} />
              </div>
            </div>
          </HydrateLater>
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-stone-600">
            {/* The figures come from the visible reviews and lead to them (ADR 074). */}
            <a
              href="#ulasan"
              className="inline-flex items-center gap-2 rounded hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
            >
              {product.rating > 0 ? (
                <Rating value={product.rating} className="font-semibold text-stone-800" />
              ) : null}
              <span>({formatNumber(product.review_count)} ulasan)</span>
            </a>
            <span aria-hidden>·</span>
            <span>Terjual {formatNumber(product.sold)}</span>
          </p>

          <HydrateLater>
            <div className="rounded-2xl bg-white p-4 ring-1 ring-stone-200">
              <p className="text-3xl font-bold text-stone-900" data-testid="product-price">
                {formatRupiah(product.price)}
              </p>
              {struck || product.discount ? (
                <p className="mt-1 flex flex-wrap items-center gap-2 text-sm">
                  {struck ? (
                    <s className="text-stone-500" data-testid="product-original-price">
                      {formatRupiah(product.original_price!)}
                    </s>
                  ) : null}
                  {product.discount ? (
                    <span className="rounded bg-red-50 px-1.5 font-semibold text-red-700">
                      {product.discount}%
                    </span>
                  ) : null}
                  {product.discount_amount ? (
                    <span className="font-semibold text-red-600">
                      + Diskon {formatNumber(product.discount_amount)}K
                    </span>
                  ) : null}
                </p>
              ) : null}
              <p className="mt-3 text-sm text-stone-600" data-testid="installment">
                Cicilan 0% mulai{' '}
                <span className="font-semibold text-stone-800">{formatRupiah(perMonth)}</span>
                /bulan selama {INSTALLMENT_MONTHS} bulan
              </p>
            </div>
          </HydrateLater>

          {base.options.length > 0 ? (
            <HydrateLater>
              <VariantPicker product={base} chosen={chosen} onChoose={choose} />
            </HydrateLater>
          ) : null}

          <HydrateLater>
            <StockLine product={product} />
          </HydrateLater>

          {product.info_text ? (
            <p className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-800">{product.info_text}</p>
          ) : null}

          <HydrateLater>
            <BuyBar product={product} />
          </HydrateLater>
          <HydrateLater>
            <BarangOfferSlot productId={product.id} />
          </HydrateLater>

          {product.attributes.length > 0 ? (
            <DetailSection id="spesifikasi" title="Spesifikasi">
              <dl className="divide-y divide-stone-100 rounded-xl bg-white ring-1 ring-stone-200">
                {product.attributes.map((a) => (
                  <div
                    key={a.id}
                    className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-3 px-4 py-2.5 text-sm"
                  >
                    <dt className="text-stone-500">{a.title}</dt>
                    <dd className="flex min-w-0 items-center gap-2 text-stone-900">
                      {a.color ? (
                        <span
                          className="size-4 shrink-0 rounded-full ring-1 ring-stone-300"
                          style={{ backgroundColor: a.color }}
                          data-testid="color-swatch"
                          aria-hidden
                        />
                      ) : null}
                      <span className="break-words">{a.value}</span>
                    </dd>
                  </div>
                ))}
              </dl>
            </DetailSection>
          ) : null}

          {product.description ? (
            <DetailSection id="deskripsi" title="Deskripsi">
              <p className="text-sm leading-relaxed whitespace-pre-line text-stone-700">
                {product.description}
              </p>
            </DetailSection>
          ) : null}
        </div>
      </div>

      <HydrateLater>
        <ReviewsSlot slug={product.slug} count={product.review_count} />
      </HydrateLater>

      {product.related_products.length > 0 ? (
        <section aria-labelledby="terkait" className="mt-12">
          <h2 id="terkait" className="mb-4 text-xl font-bold text-stone-900">
            Produk Terkait
          </h2>
          <ProductGrid>
            {product.related_products.map((p) => (
              <HydrateLater key={p.id}>
                <li>
                  <ProductCard product={p} />
                </li>
              </HydrateLater>
            ))}
          </ProductGrid>
        </section>
      ) : null}
    </div>
  );
}

/** A titled section under the buying (specifications, description), a part of its own (ADR 096). */
function DetailSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <HydrateLater>
      <section aria-labelledby={id}>
        <h2 id={id} className="mb-2 font-semibold text-stone-900">
          {title}
        </h2>
        {children}
      </section>
    </HydrateLater>
  );
}

function ProductSkeleton() {
  return (
    <div role="status" aria-label="Memuat produk..." className="mx-auto max-w-7xl px-4 py-8">
      <div className="grid gap-6 md:grid-cols-2 md:gap-10" aria-hidden>
        <div className="aspect-square animate-pulse rounded-2xl bg-stone-200" />
        <div className="space-y-4">
          <div className="h-8 w-3/4 animate-pulse rounded bg-stone-200" />
          <div className="h-4 w-1/3 animate-pulse rounded bg-stone-200" />
          <div className="h-24 animate-pulse rounded-2xl bg-stone-200" />
          <div className="h-12 w-56 animate-pulse rounded-lg bg-stone-200" />
        </div>
      </div>
    </div>
  );
}

function ProductNotFound() {
  useDocumentTitle('Product not found');
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-xl font-semibold text-stone-900">Product not found</h1>
      <p className="text-stone-600">Produk yang Anda cari tidak ada atau sudah tidak dijual.</p>
      <Link to="/" className={buttonClass('primary')}>
        Kembali ke Beranda
      </Link>
    </div>
  );
}
