import { PAGE_SIZE } from '@toko/shared/constants';
import { formatRupiah } from '@toko/shared/format';
import { Link } from 'react-router';
import { useDeliveryArea } from '../../../api/regions/delivery-area.ts';
import { buttonClass } from '../../../components/ui/button.tsx';
import { ErrorText } from '../../../components/ui/states.tsx';
import { HydrateLater } from '../../../lib/hydrate-later.tsx';
import { FOUR_CARD_IMAGE_SIZES } from '../../../lib/image.ts';
import { useProducts } from '../api/products.ts';
import { CategoryTiles } from '../components/category-tiles.tsx';
import { HeroArt } from '../components/hero-art.tsx';
import { Newsletter } from '../components/newsletter.tsx';
import { ProductCard } from '../components/product-card.tsx';
import { FOUR_CLASS, ProductGrid, ProductGridSkeleton } from '../components/product-grid.tsx';

/** Free shipping from this order total (the spec's $500, in rupiah: docs/architecture.md section 5). */
export const FREE_SHIPPING_FROM = 5_000_000;
export const RETURN_DAYS = 30;

const TRUCK_ICON =
  'M14 18V6a2 2 0 0 0-2-2H4a2 2 0 0 0-2 2v11a1 1 0 0 0 1 1h2 M15 18H9 M19 18h2a1 1 0 0 0 1-1v-3.65a1 1 0 0 0-.22-.624l-3.48-4.35A1 1 0 0 0 17.52 8H14 M7 20a2 2 0 1 0 0-4 2 2 0 0 0 0 4z M17 20a2 2 0 1 0 0-4 2 2 0 0 0 0 4z';

/**
 * The shipping promise, from the owner's zones (GET /delivery-area's free_shipping_from, ADR 073): the
 * spec's 'free shipping over $500' while it holds everywhere the shop delivers, the real threshold when
 * it is higher, and no promise when some zone always charges. Unknown (the call failed): no promise.
 */
function shippingPromise(from: number | null | undefined) {
  if (from === null || from === undefined) {
    return {
      benefit: {
        title: 'Ongkos Kirim Jelas',
        text: 'Ongkos kirim dihitung dari alamat dan berat pesanan, dan terlihat di keranjang sebelum membayar.',
      },
      hero: null,
    };
  }
  const threshold = formatRupiah(Math.max(from, FREE_SHIPPING_FROM));
  return {
    benefit: {
      title: 'Gratis Ongkir',
      text: `Gratis ongkos kirim untuk belanja di atas ${threshold} ke seluruh area pengiriman kami.`,
    },
    hero: `Gratis ongkir di atas ${threshold}`,
  };
}

const OTHER_BENEFITS = [
  {
    title: `Pengembalian ${RETURN_DAYS} Hari`,
    text: `Barang tidak sesuai? Kembalikan dalam ${RETURN_DAYS} hari setelah diterima, tanpa ribet.`,
    icon: 'M3 12a9 9 0 1 0 9-9 9.75 9.75 0 0 0-6.74 2.74L3 8 M3 3v5h5',
  },
  {
    title: 'Pembayaran Aman',
    text: 'Bayar dengan transfer bank BCA, BNI atau Mandiri; pesanan diproses setelah pembayaran dikonfirmasi.',
    icon: 'M20 13c0 5-3.5 7.5-7.66 8.95a1 1 0 0 1-.67-.01C7.5 20.5 4 18 4 13V6a1 1 0 0 1 1-1c2 0 4.5-1.2 6.24-2.72a1.17 1.17 0 0 1 1.52 0C14.51 3.81 17 5 19 5a1 1 0 0 1 1 1z M9 12l2 2 4-4',
  },
];

/** The landing page (docs/product.md 2.3). */
export default function HomePage() {
  const featured = useProducts({ sortBy: 'sold', sortOrder: 'desc', limit: PAGE_SIZE.featured });
  const promise = shippingPromise(useDeliveryArea().data?.free_shipping_from);
  const benefits = [{ ...promise.benefit, icon: TRUCK_ICON }, ...OTHER_BENEFITS];
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-12 px-4 py-6 sm:gap-16 sm:py-10">
      {/* On a drawn page each part is taken over in a task of its own (ADR 096). */}
      <HydrateLater>
        <section className="grid items-center gap-8 overflow-hidden rounded-3xl bg-brand-50 p-6 sm:p-10 md:grid-cols-2">
          <div className="flex flex-col items-start gap-4">
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Koleksi Baru 2026</p>
            <h1 className="text-3xl leading-tight font-bold text-stone-900 sm:text-5xl">
              Furniture for Every Style and Space
            </h1>
            <p className="max-w-prose text-stone-600">
              Sofa, kursi, tempat tidur, lemari dan elektronik pilihan untuk rumah Anda.{' '}
              {promise.hero
                ? `${promise.hero} dan pengembalian dalam ${RETURN_DAYS} hari.`
                : `Pengembalian dalam ${RETURN_DAYS} hari.`}
            </p>
            <Link to="/products" className={buttonClass('primary', 'lg')}>
              Shop Now
            </Link>
          </div>
          <HeroArt className="mx-auto w-full max-w-md" />
        </section>
      </HydrateLater>

      <HydrateLater>
        <section aria-labelledby="kategori">
          <h2 id="kategori" className="mb-4 text-xl font-bold text-stone-900 sm:text-2xl">
            Belanja per Kategori
          </h2>
          <CategoryTiles />
        </section>
      </HydrateLater>

      <section aria-labelledby="unggulan">
        <div className="mb-4 flex items-end justify-between gap-4">
          <h2 id="unggulan" className="text-xl font-bold text-stone-900 sm:text-2xl">
            Produk Unggulan
          </h2>
          <Link to="/products" className="shrink-0 text-sm font-semibold text-brand-700 hover:underline">
            Lihat semua
          </Link>
        </div>
        {featured.isPending ? (
          <ProductGridSkeleton count={PAGE_SIZE.featured} gridClass={FOUR_CLASS} />
        ) : featured.isError ? (
          <ErrorText error={featured.error} />
        ) : (
          <ProductGrid gridClass={FOUR_CLASS}>
            {featured.data.data.map((p, i) => (
              <HydrateLater key={p.id}>
                <li>
                  <ProductCard product={p} sizes={FOUR_CARD_IMAGE_SIZES} priority={i < 2} />
                </li>
              </HydrateLater>
            ))}
          </ProductGrid>
        )}
      </section>

      <HydrateLater>
        <section aria-label="Keunggulan belanja di Toko" className="grid gap-4 sm:grid-cols-3">
          {benefits.map((b) => (
            <div key={b.title} className="flex gap-4 rounded-2xl border border-stone-200 bg-white p-5">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <svg
                  viewBox="0 0 24 24"
                  className="size-6"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                  aria-hidden
                >
                  <path d={b.icon} />
                </svg>
              </span>
              <div>
                <h3 className="font-semibold text-stone-900">{b.title}</h3>
                <p className="mt-1 text-sm text-stone-600">{b.text}</p>
              </div>
            </div>
          ))}
        </section>
      </HydrateLater>

      <HydrateLater>
        <Newsletter />
      </HydrateLater>
    </div>
  );
}
