import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The customer's texts that stay exactly as written, whatever their language: every "quoted" text of
 * docs/product.md (docs/decisions/059-one-language.md). A `{name}` there matches any `${...}` of the code.
 */
export function specTexts(root: string): Set<string> {
  const doc = readFileSync(join(root, 'docs/product.md'), 'utf8');
  return new Set([...doc.matchAll(/"([^"]+)"/g)].map((m) => normalise(m[1]!)));
}

/** One shape for both sides: placeholders as `{}`, single spaces. */
export function normalise(text: string): string {
  return text
    .replace(/\{[^}]*\}/g, '{}')
    .replace(/\s+/g, ' ')
    .trim();
}
