import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { text } from './common.ts';

// zod's own messages read Indonesian once a shared schema is loaded (docs/decisions/059-one-language.md).
const messageOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues.map((i) => i.message);
};

describe("zod's own messages", () => {
  it('say in Indonesian what a check without its own message wants', () => {
    expect(messageOf(z.object({ name: z.string() }), {})).toEqual(['Wajib diisi']);
    expect(messageOf(z.number(), 'dua')).toEqual(['Harus berupa angka']);
    expect(messageOf(z.coerce.number(), 'abc')).toEqual(['Harus berupa angka']);
    expect(messageOf(text().min(1), '')).toEqual(['Wajib diisi']);
    expect(messageOf(text().min(3), 'ab')).toEqual(['Minimal 3 karakter']);
    expect(messageOf(text().max(100), 'x'.repeat(101))).toEqual(['Maksimal 100 karakter']);
    expect(messageOf(z.number().max(10_000), 20_000)).toEqual(['Maksimal 10.000']);
    expect(messageOf(z.number().positive(), 0)).toEqual(['Harus lebih dari 0']);
    expect(messageOf(z.array(z.number()).max(2), [1, 2, 3])).toEqual(['Maksimal 2 item']);
    expect(messageOf(z.email(), 'bukan-email')).toEqual(['Alamat email tidak valid']);
    expect(messageOf(z.enum(['harian', 'mingguan']), 'tahunan')).toEqual([
      'Pilih salah satu: harian, mingguan',
    ]);
    expect(messageOf(z.strictObject({ a: z.number() }), { a: 1, role: 'admin' })).toEqual([
      'Isian tidak dikenal: role',
    ]);
  });

  it('leave a message a check gives its own', () => {
    expect(messageOf(text().min(1, 'Isi nama'), '')).toEqual(['Isi nama']);
  });
});
