import { readFileSync } from 'node:fs';
import { apiFile } from '../../files.ts';

// Every region of Indonesia by Kemendagri code, from regions.tsv (scripts/generate-regions.ts; ODbL, see
// NOTICE-regions.md). Read on first use and kept for the life of the process: about 91,000 lines, 28 MB
// of heap, read only by the region list and the address checks, never by a process that answers neither
// (docs/decisions/071-shop-settings-and-delivery-area.md).

export interface RegionNode {
  code: string;
  name: string;
  /** '' for a province. */
  parent: string;
  /** 1 provinsi, 2 kabupaten/kota, 3 kecamatan, 4 desa/kelurahan. */
  level: 1 | 2 | 3 | 4;
}

export interface RegionIndex {
  /** The idn-area-data version the file was made from (the list's ETag changes with it). */
  version: string;
  byCode: Map<string, RegionNode>;
  /** Children in the order a list shows them (by name); '' holds the provinces. */
  children: Map<string, RegionNode[]>;
  /** Under a parent, a child by its exact name (how an address names its region). */
  byName: Map<string, Map<string, RegionNode>>;
}

let index: RegionIndex | undefined;

export const parentOf = (code: string) => code.split('.').slice(0, -1).join('.');

function load(): RegionIndex {
  const textFile = readFileSync(apiFile('src', 'modules', 'regions', 'regions.tsv'), 'utf8');
  const byCode = new Map<string, RegionNode>();
  const children = new Map<string, RegionNode[]>();
  const byName = new Map<string, Map<string, RegionNode>>();
  let version = '';
  for (const line of textFile.split('\n')) {
    if (line.startsWith('#')) {
      version = /idn-area-data (\S+)/.exec(line)?.[1] ?? version;
      continue;
    }
    if (line === '') continue;
    const tab = line.indexOf('\t');
    const code = line.slice(0, tab);
    const node: RegionNode = {
      code,
      name: line.slice(tab + 1),
      parent: parentOf(code),
      level: code.split('.').length as RegionNode['level'],
    };
    byCode.set(code, node);
    const list = children.get(node.parent) ?? [];
    list.push(node);
    children.set(node.parent, list);
    const names = byName.get(node.parent) ?? new Map<string, RegionNode>();
    names.set(node.name, node);
    byName.set(node.parent, names);
  }
  // Locale-independent, so every machine sorts alike; case-insensitive, as people read a list. A kota
  // sorts by its own name, right after the kabupaten of that name (Kab. Malang, Kota Malang). The keys
  // are made once, not in every comparison.
  const sortKey = (node: RegionNode) => {
    const name = node.name.toLowerCase();
    if (node.level !== 2) return name;
    return name.startsWith('kota ') ? `${name.slice(5)}\u0001` : `${name}\u0000`;
  };
  for (const list of children.values()) {
    const keyed = list.map((node) => ({ node, key: sortKey(node) }));
    keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.node.code < b.node.code ? -1 : 1));
    for (let i = 0; i < keyed.length; i++) list[i] = keyed[i]!.node;
  }
  return { version, byCode, children, byName };
}

export function regionIndex(): RegionIndex {
  index ??= load();
  return index;
}
