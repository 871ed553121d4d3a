import { describe, expect, it } from 'vitest';
import { formatPhoneNumber, parsePhoneNumber } from './phone.ts';

describe('parsePhoneNumber', () => {
  it.each([
    ['0812-3456-7890', '6281234567890'],
    ['+62 812 3456 7890', '6281234567890'],
    ['812 3456 7890', '6281234567890'],
    ['6281234567890', '6281234567890'],
    ['(0812) 3456.7890', '6281234567890'],
  ])('reads %s as %s', (raw, stored) => {
    expect(parsePhoneNumber(raw)).toBe(stored);
  });

  it.each(['', 'abc', '0812-ABCD-7890', '021 555 1234', '0812', '+1 415 555 0100', '0812345678901234'])(
    'refuses %j',
    (raw) => {
      expect(parsePhoneNumber(raw)).toBeNull();
    },
  );
});

describe('formatPhoneNumber', () => {
  it.each([
    ['6281234567890', '+62 812-3456-7890'],
    ['6281234567801', '+62 812-3456-7801'],
    ['62812345678', '+62 812-3456-78'],
    ['628123', '+62 812-3'],
  ])('shows %s as %s', (stored, shown) => {
    expect(formatPhoneNumber(stored)).toBe(shown);
  });
});
