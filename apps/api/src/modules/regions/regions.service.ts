import { kabupatenLabel, type Region } from '@toko/shared';
import { AppError } from '../../http/errors.ts';
import { parentOf, type RegionNode, regionIndex } from './regions.data.ts';

// Regions of Indonesia by Kemendagri code: the lists the address pickers load one parent at a time, and
// the checks an address and the delivery area go through.

export const REGION_TEXT = {
  notFound: 'Wilayah tidak ditemukan',
  badRegion: 'Kombinasi provinsi, kabupaten, kecamatan dan desa tidak ada di area pengiriman kami',
} as const;

const toRegion = (node: RegionNode): Region => ({
  code: node.code,
  name: node.name,
  label: node.level === 2 ? kabupatenLabel(node.name) : node.name,
});

/** The provinces (no parent) or the children of a region; an unknown code is a 404. */
export function listRegionChildren(parent?: string): Region[] {
  const index = regionIndex();
  if (parent !== undefined && !index.byCode.has(parent)) throw AppError.notFound(REGION_TEXT.notFound);
  return (index.children.get(parent ?? '') ?? []).map(toRegion);
}

/** What the list's ETag is made of: the data's version (a regenerated file changes it). */
export const regionDataVersion = () => regionIndex().version;

/** A region by code, or null. */
export function findRegion(code: string): (Region & { level: number }) | null {
  const node = regionIndex().byCode.get(code);
  return node ? { ...toRegion(node), level: node.level } : null;
}

export interface RegionNames {
  provinsi: string;
  kabupaten: string;
  kecamatan: string;
  desa: string;
}

/**
 * The desa's code for an address's four names, checking the whole chain: a real desa under the wrong
 * kecamatan is refused. The first name that is not found under its parent is the field the 400 names.
 */
export function resolveRegionNames(names: RegionNames): string {
  const index = regionIndex();
  let parent = '';
  for (const field of ['provinsi', 'kabupaten', 'kecamatan', 'desa'] as const) {
    const node = index.byName.get(parent)?.get(names[field]);
    if (!node)
      throw AppError.validation(REGION_TEXT.badRegion, [{ path: field, message: REGION_TEXT.badRegion }]);
    parent = node.code;
  }
  return parent;
}

/** The same, or null for names that no longer resolve. */
export function findDesaCode(names: RegionNames): string | null {
  try {
    return resolveRegionNames(names);
  } catch {
    return null;
  }
}

export interface RegionCodes {
  provinsi: string;
  kabupaten: string;
  kecamatan: string;
  desa: string;
}

/** A desa's code and the codes of the regions above it: 35.26.01.2001 -> 35, 35.26, 35.26.01. */
export function regionCodesOfDesa(desaCode: string): RegionCodes {
  const kecamatan = parentOf(desaCode);
  const kabupaten = parentOf(kecamatan);
  return { provinsi: parentOf(kabupaten), kabupaten, kecamatan, desa: desaCode };
}
