import { describe, expect, it } from 'vitest';
import { CODE128_PATTERNS, code128Symbols, code128Widths } from './code128.ts';

/** Widths back to values through the table, the way a scanner reads them: six a symbol, seven the stop. */
function decode(widths: number[]): string {
  const patterns: string[] = [];
  for (let at = 0; at < widths.length - 7; at += 6) patterns.push(widths.slice(at, at + 6).join(''));
  patterns.push(widths.slice(-7).join(''));
  const values = patterns.map((p) => {
    const value = CODE128_PATTERNS.indexOf(p);
    if (value < 0) throw new Error(`no symbol ${p}`);
    return value;
  });
  const [start, ...rest] = values;
  const stop = rest.pop();
  const checksum = rest.pop()!;
  expect(start).toBe(104);
  expect(stop).toBe(106);
  expect(rest.reduce((sum, v, i) => sum + v * (i + 1), start!) % 103).toBe(checksum);
  return String.fromCharCode(...rest.map((v) => v + 32));
}

/** Widths as modules: '1' a dark module, '0' a light one. */
const modules = (widths: number[]) => widths.map((w, i) => (i % 2 === 0 ? '1' : '0').repeat(w)).join('');

describe('Code 128 B', () => {
  it('has the 107 symbols of the standard, each one 11 modules with an even number of bar modules', () => {
    expect(CODE128_PATTERNS).toHaveLength(107);
    expect(new Set(CODE128_PATTERNS).size).toBe(107);
    CODE128_PATTERNS.slice(0, 106).forEach((p) => {
      const w = [...p].map(Number);
      expect(w).toHaveLength(6);
      expect(w.reduce((a, b) => a + b)).toBe(11);
      expect((w[0]! + w[2]! + w[4]!) % 2).toBe(0);
    });
    // Spot checks against the published module strings.
    expect(modules([...CODE128_PATTERNS[0]!].map(Number))).toBe('11011001100');
    expect(modules([...CODE128_PATTERNS[104]!].map(Number))).toBe('11010010000');
    expect(modules([...CODE128_PATTERNS[106]!].map(Number))).toBe('1100011101011');
  });

  it('weights the checksum by position, modulo 103', () => {
    // P=48 J=42 J=42 1=17 2=18 3=19 C=35 (ASCII - 32):
    // 104 + 1*48 + 2*42 + 3*42 + 4*17 + 5*18 + 6*19 + 7*35 = 879, and 879 mod 103 = 55. (The 54 often quoted
    // for this string is with Start A, 103.)
    expect(code128Symbols('PJJ123C')).toEqual([104, 48, 42, 42, 17, 18, 19, 35, 55, 106]);
  });

  it('starts with Start B, ends with the stop and its closing bar, 11 modules a symbol', () => {
    const value = 'ORD-20261127-7KQ2A';
    const widths = code128Widths(value);
    expect(widths.slice(0, 6).join('')).toBe('211214');
    expect(widths.slice(-7).join('')).toBe('2331112');
    expect(widths.reduce((a, b) => a + b)).toBe(11 * (value.length + 3) + 2);
    // Bar first and last: an odd count of alternating widths.
    expect(widths.length % 2).toBe(1);
  });

  it('reads back what it wrote', () => {
    for (const value of ['ORD-20261127-7KQ2A', 'PJJ123C', ' ~!{}|`', 'a']) {
      expect(decode(code128Widths(value))).toBe(value);
    }
  });

  it('refuses a character outside printable ASCII', () => {
    expect(() => code128Widths('ORD-é')).toThrow(Error);
    expect(() => code128Widths('ORD\n1')).toThrow(/ASCII 32-126/);
    expect(() => code128Widths('\u007f')).toThrow(Error);
  });
});
