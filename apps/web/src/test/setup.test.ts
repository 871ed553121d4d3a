import { describe, expect, it } from 'vitest';

// The web test files of a worker share their modules (isolate: false in vitest.config.ts, ADR 086). A
// module mock is then not scoped to its file: a module that an earlier file loaded keeps the real import,
// and a later file gets the mock. Spies (vi.spyOn, spyOnToasts) end with their file.

const sources = import.meta.glob<string>(['../**/*.test.ts', '../**/*.test.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('the web test files', () => {
  it('are all read by this check (all but this one, which Vite leaves out of its own glob)', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(50);
    expect(Object.keys(sources)).toContain('../components/ui/form.test.tsx');
  });

  it('mock no module, which would reach other files that share their modules', () => {
    const mocking = Object.entries(sources)
      .filter(([, text]) => /\bvi\s*\.\s*(mock|doMock|unmock|doUnmock)\s*\(/.test(text))
      .map(([path]) => path);
    expect(mocking).toEqual([]);
  });
});
