import { formatRupiah, imageUrl, SHOP_CATEGORIES } from '@toko/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { MetaResolver, PageMeta } from '../../http/spa.ts';
import { findCategoryBySlug } from './categories.service.ts';
import { getProductBySlugOrName } from './products.service.ts';

const SHOP_NAME = 'Toko';

/**
 * Every other page's head. index.html carries only a title, so each page is served with exactly one
 * description (injectMeta replaces the title and adds the rest).
 */
const DEFAULT_META: PageMeta = {
  title: 'Toko — Furnitur & Elektronik',
  description:
    'Toko: sofa, kursi, tempat tidur, lemari dan elektronik dengan harga terbaik, dikirim ke rumah Anda.',
};
const DESCRIPTION_MAX = 160;
/** Paths of the app that are not catalog pages, so no lookup is made for them. */
const NOT_CATALOG = new Set([
  'api',
  'assets',
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

/** The preview image a crawler can read: JPEG (crawlers often accept nothing better), 560 px wide. */
function previewImage(product: { images: { id: number }[]; thumbnail_url: string | null }) {
  const first = product.images[0];
  if (first) return imageUrl(first.id, 560, 'jpeg');
  return product.thumbnail_url ?? undefined;
}

/**
 * Page heads for shared links: a product URL (`/sofas/sofa-x`) gets the product's name, price and
 * picture, so a link pasted into WhatsApp shows the product; a category page gets its name; every other
 * page the shop's own title and description.
 */
export function createMetaResolver(db: Db): MetaResolver {
  return async (path) => {
    const segments = path.split('?')[0]!.split('/').filter(Boolean).map(decodeSegment);
    if (segments.some((s) => s === null) || segments.length === 0 || segments.length > 2) return DEFAULT_META;
    const [first, second] = segments as string[];
    if (NOT_CATALOG.has(first!)) return DEFAULT_META;

    if (second !== undefined) {
      try {
        const product = await getProductBySlugOrName(db, second);
        const meta: PageMeta = {
          title: `${product.name} | ${SHOP_NAME}`,
          description: clip(`${formatRupiah(product.price)}. ${product.description}`, DESCRIPTION_MAX),
        };
        const image = previewImage(product);
        return image ? { ...meta, image } : meta;
      } catch (err) {
        if (err instanceof AppError && err.code === 'NOT_FOUND') return DEFAULT_META;
        throw err;
      }
    }

    if (first === 'products') {
      return {
        title: `Semua Produk | ${SHOP_NAME}`,
        description: 'Sofa, kursi, tempat tidur, lemari dan elektronik pilihan, dikirim ke rumah Anda.',
      };
    }
    const category = await findCategoryBySlug(db, first!);
    if (!category) return DEFAULT_META;
    const label = SHOP_CATEGORIES.find((c) => c.slug === category.slug)?.name ?? category.name;
    return {
      title: `${label} | ${SHOP_NAME}`,
      description: `Belanja ${label.toLowerCase()} pilihan di ${SHOP_NAME}: harga terbaik, dikirim ke rumah Anda.`,
    };
  };
}
