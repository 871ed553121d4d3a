import { formatRupiah, imageUrl, type Product, productPath, SHOP_CATEGORIES } from '@toko/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { MetaResolver, PageMeta } from '../../http/spa.ts';
import { findCategoryBySlug, getProductBySlugOrName } from '../catalog/index.ts';
import { getShopSettings } from '../settings/index.ts';

// The heads of the pages the server draws (docs/decisions/075-links-that-preview.md): what a link
// shared on WhatsApp shows, the one address a search engine keeps, and the page's structured data.

const DESCRIPTION_MAX = 160;
const SCHEMA = 'https://schema.org';
/** The storefront's search: the header's box opens `/products?search=...` (apps/web header). */
const SEARCH_TEMPLATE = '/products?search={search_term_string}';
/** The first crumb of every page, as the pages' own breadcrumb writes it. */
const HOME_CRUMB = 'Beranda';
/** Paths of the app that are not catalog pages, so no lookup is made for them. */
const NOT_CATALOG = new Set([
  'api',
  'assets',
  'arisan',
  'dashboard',
  'cart',
  'account',
  'checkout',
  'orders',
  'profile',
  'reset-password',
]);

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

/** 'Beranda > Sofas > Sofa X' as schema.org reads a trail: each step's name and absolute address. */
function breadcrumbs(steps: { name: string; url: string }[]) {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: step.name,
      item: step.url,
    })),
  };
}

/**
 * The preview picture: JPEG (the format every link previewer reads) at 560 px, wider than the 300 px
 * WhatsApp needs for its large preview.
 */
function previewImage(product: Product, origin: string): string | undefined {
  const first = product.images[0];
  if (first) return `${origin}${imageUrl(first.id, 560, 'jpeg')}`;
  return product.thumbnail_url ? new URL(product.thumbnail_url, origin).href : undefined;
}

function productHead(product: Product, shop: string, origin: string, home: string): PageMeta {
  const url = `${origin}${productPath(product)}`;
  const image = previewImage(product, origin);
  // The price first, as the shop's one formatter writes it ('Rp 1.250.000'), then as much of the text as fits.
  const price = formatRupiah(product.price);
  const text = clip(product.description, DESCRIPTION_MAX - price.length - 2);
  const description = text ? `${price}. ${text}` : price;
  const offer = {
    '@type': 'Offer',
    price: product.price,
    priceCurrency: 'IDR',
    availability: `${SCHEMA}/${product.stock > 0 ? 'InStock' : 'OutOfStock'}`,
    itemCondition: `${SCHEMA}/NewCondition`,
    url,
    // The shop sells; it is not the maker, so it is the offer's seller and the product names no brand.
    seller: { '@type': 'Organization', name: shop },
  };
  const item = {
    '@context': SCHEMA,
    '@type': 'Product',
    name: product.name,
    description: clip(product.description, 5000) || product.name,
    ...(image ? { image: [image] } : {}),
    ...(product.category ? { category: product.category.name } : {}),
    url,
    offers: offer,
    // A rating with no review behind it would be a claim nobody made: shown once a review exists.
    ...(product.review_count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating,
            reviewCount: product.review_count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
  const trail = [
    { name: HOME_CRUMB, url: home },
    ...(product.category ? [{ name: product.category.name, url: `${origin}/${product.category.slug}` }] : []),
    { name: product.name, url },
  ];
  return {
    title: `${product.name} | ${shop}`,
    description,
    url,
    type: 'product',
    price: product.price,
    siteName: shop,
    ...(image ? { image } : {}),
    structuredData: [item, breadcrumbs(trail)],
  };
}

/**
 * Page heads for the storefront: a product URL (`/sofas/sofa-x`) gets the product's name, price,
 * picture, Product and BreadcrumbList; a category page and `/products` their name and trail; home the
 * shop with Organization and WebSite (its search). Every other page gets the shop's title and
 * description and no canonical address (it is not one a search engine should keep).
 *
 * `origin` is PUBLIC_URL: a forged Host header must not choose where a shared link or a canonical
 * address points.
 */
export function createMetaResolver(db: Db, origin: string): MetaResolver {
  return async (path) => {
    const { shop_name: shop, shop_email: email, shop_phone: phone } = await getShopSettings(db);
    const home = `${origin}/`;
    const fallback: PageMeta = {
      title: `${shop} — Furnitur & Elektronik`,
      description: `${shop}: sofa, kursi, tempat tidur, lemari dan elektronik dengan harga terbaik, dikirim ke rumah Anda.`,
      siteName: shop,
    };
    const segments = path.split('?')[0]!.split('/').filter(Boolean).map(decodeSegment);
    if (segments.length === 0) {
      return {
        ...fallback,
        url: home,
        structuredData: [
          {
            '@context': SCHEMA,
            '@type': 'Organization',
            name: shop,
            url: home,
            ...(email ? { email } : {}),
            ...(phone ? { telephone: phone } : {}),
          },
          {
            '@context': SCHEMA,
            '@type': 'WebSite',
            name: shop,
            url: home,
            inLanguage: 'id-ID',
            potentialAction: {
              '@type': 'SearchAction',
              target: { '@type': 'EntryPoint', urlTemplate: `${origin}${SEARCH_TEMPLATE}` },
              'query-input': 'required name=search_term_string',
            },
          },
        ],
      };
    }
    if (segments.some((s) => s === null) || segments.length > 2) return fallback;
    const [first, second] = segments as string[];
    if (NOT_CATALOG.has(first!)) return fallback;

    if (second !== undefined) {
      try {
        return productHead(await getProductBySlugOrName(db, second), shop, origin, home);
      } catch (err) {
        if (err instanceof AppError && err.code === 'NOT_FOUND') return fallback;
        throw err;
      }
    }

    if (first === 'products') {
      const url = `${origin}/products`;
      return {
        title: `Semua Produk | ${shop}`,
        description: 'Sofa, kursi, tempat tidur, lemari dan elektronik pilihan, dikirim ke rumah Anda.',
        url,
        siteName: shop,
        structuredData: [
          breadcrumbs([
            { name: HOME_CRUMB, url: home },
            { name: 'Semua Produk', url },
          ]),
        ],
      };
    }
    const category = await findCategoryBySlug(db, first!);
    if (!category) return fallback;
    const label = SHOP_CATEGORIES.find((c) => c.slug === category.slug)?.name ?? category.name;
    const url = `${origin}/${category.slug}`;
    return {
      title: `${label} | ${shop}`,
      description: `Belanja ${label.toLowerCase()} pilihan di ${shop}: harga terbaik, dikirim ke rumah Anda.`,
      url,
      siteName: shop,
      structuredData: [
        breadcrumbs([
          { name: HOME_CRUMB, url: home },
          { name: label, url },
        ]),
      ],
    };
  };
}
