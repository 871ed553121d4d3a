import { type APIRequestContext, expect, type Page } from '@playwright/test';

// What the storefront's browser tests share: the public list read through the API, a card's address.

export const PHONE = { width: 375, height: 800 };

export interface Card {
  name: string;
  slug: string;
  price: number;
  stock: number;
  category: { slug: string } | null;
}

export async function apiGet<T = any>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(`/api${path}`);
  expect(res.ok(), path).toBe(true);
  return (await res.json()) as T;
}

/** Every visible product, through the public list. */
export async function allProducts(request: APIRequestContext): Promise<Card[]> {
  const out: Card[] = [];
  for (let page = 1; ; page++) {
    const body = await apiGet(request, `/products?limit=48&page=${page}`);
    out.push(...body.data);
    if (!body.pagination.hasNextPage) return out;
  }
}

export const productUrl = (p: Card) => `/${p.category?.slug ?? 'produk'}/${p.slug}`;
export const cards = (page: Page) => page.getByTestId('product-card');
