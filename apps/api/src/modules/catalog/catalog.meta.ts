import type { Db } from '../../db/client.ts';
import type { MetaResolver } from '../../http/spa.ts';

/** Page heads for shared links: filled in by the storefront (product pages get their own title). */
export function createMetaResolver(_db: Db): MetaResolver {
  return async () => null;
}
