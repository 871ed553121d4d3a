import { describe, expect, it } from 'vitest';
import { rulesOf } from './kinds.ts';

// The arisan core asks an arisan's kind for its rules (docs/decisions/056-arisan-kinds.md).
describe('arisan kinds', () => {
  it('gives the money arisan no rules of its own', () => {
    expect(rulesOf({ kind: 'uang' })).toEqual({});
  });

  it('refuses an arisan whose kind nobody registered, instead of running it as a money arisan', () => {
    expect(() => rulesOf({ kind: 'tukar' })).toThrow(
      "The rules of the arisan kind 'tukar' are not registered",
    );
  });
});
