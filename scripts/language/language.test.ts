import { describe, expect, it } from 'vitest';
import { englishWords } from './english.ts';
import { shownTexts, textsOf } from './extract.ts';
import { normalise, specTexts } from './spec-texts.ts';

// One language (docs/decisions/059-one-language.md): the brief's quoted texts stay as written; every other
// text a shopper or the owner reads is Indonesian. This reads the source for the texts people see and
// fails on one with English words that is not a text of the brief (docs/product.md).

const root = new URL('../..', import.meta.url).pathname;
const allowed = specTexts(root);

/** The shown texts of `dirs` that read as English and are not the brief's, as `file:line  text`. */
function englishTexts(dirs: string[], except: (file: string) => boolean = () => false): string[] {
  return textsOf(root, dirs)
    .filter((t) => !except(t.file))
    .filter((t) => englishWords(t.text).length > 0 && !allowed.has(normalise(t.text)))
    .map((t) => `${t.file}:${t.line}  ${t.text}`);
}

describe('one language', () => {
  it('finds the texts people read: JSX, read attributes, toasts, AppError and zod messages', () => {
    const source = `
      const s = z.string().min(1, 'Name is required');
      export function P() {
        toast.error('Failed to save');
        return <button aria-label="Delete item" className="delete-button" title={busy ? 'Saving' : 'Save'}>Delete</button>;
      }
      throw new AppError('NOT_FOUND', 'User not found');
      throw AppError.conflict(\`Stock of \${name} is short\`);
      log.info('order created');
      const LABEL = { pending: { label: 'Waiting' }, key: 'not read' };`;
    expect(shownTexts('x.tsx', source).map((t) => t.text)).toEqual([
      'Name is required',
      'Failed to save',
      'Delete item',
      'Saving',
      'Save',
      'Delete',
      'User not found',
      'Stock of {} is short',
      'Waiting',
    ]);
  });

  it('finds the texts kept in constants, default messages, the id schema, zod dates and what a form carries', () => {
    const source = `
      const NOT_FOUND = 'Product not found';
      const ROUTE = '/api/products';
      export const AUTH_TEXT = { wrong: 'Password is wrong', why: { later: \`Try again in \${n} s\` } } as const;
      const STOPPING_TEXT = 'The shop is restarting';
      class AppError { static forbidden(message = 'You have no access') {} }
      throw AppError.notFound(NOT_FOUND);
      fetch(ROUTE);
      const day = z.iso.date('Date must be YYYY-MM-DD');
      const id = idSchema('productId is required');
      const form = await readMultipartForm(request, FieldsSchema, 'proof of transfer');`;
    expect(shownTexts('x.ts', source).map((t) => t.text)).toEqual([
      'Password is wrong',
      'Try again in {} s',
      'The shop is restarting',
      'You have no access',
      'Product not found',
      'Date must be YYYY-MM-DD',
      'productId is required',
      'proof of transfer',
    ]);
  });

  it('tells English from Indonesian by words Indonesian does not use', () => {
    expect(englishWords('Product not found')).toEqual(['product', 'not', 'found']);
    expect(englishWords('Produk tidak ditemukan')).toEqual([]);
    expect(englishWords('Total transfer admin: cek email dan password')).toEqual([]);
    expect(englishWords('Ukuran file maksimal 5 MB; warna seperti #a1b2c3')).toEqual([]);
  });

  it("keeps the brief's texts, placeholders included", () => {
    expect(allowed.has(normalise('Error loading orders: {}'))).toBe(true);
    expect(allowed.has(normalise('No Members found.'))).toBe(true);
    expect(allowed.has(normalise('Member not found'))).toBe(false);
  });

  it("the API and the shared schemas answer in Indonesian, or with the brief's texts", () => {
    // config.ts speaks to whoever starts the server, in the log, like every log line; the OpenAPI
    // document's descriptions are for developers, in English like its summaries (ADR 058, ADR 059).
    const forDevelopers = [
      'apps/api/src/config.ts',
      'apps/api/src/http/api-docs.ts',
      'apps/api/src/http/api-components.ts',
    ];
    const found = englishTexts(['apps/api/src', 'packages/shared/src'], (f) => forDevelopers.includes(f));
    expect(found).toEqual([]);
  });

  it("the web app shows Indonesian, or the brief's texts", () => {
    expect(englishTexts(['apps/web/src'])).toEqual([]);
  });

  it('reads table headings, confirmed actions and the web toasts, and not CSS', () => {
    const source = `
      const columns = [{ header: 'Actions', cell: () => null }];
      const del = useConfirmAction({ success: 'Deleted', failure: 'Could not delete' });
      runWithToasts(() => save(), 'Saved', 'Failed to save');
      toastFailure('Failed to update', err);
      const Print = () => <style>{'@page { size: A4 }'}</style>;`;
    expect(shownTexts('x.tsx', source).map((t) => t.text)).toEqual([
      'Actions',
      'Deleted',
      'Could not delete',
      'Saved',
      'Failed to save',
      'Failed to update',
    ]);
  });
});
