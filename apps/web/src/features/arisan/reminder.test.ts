import { describe, expect, it } from 'vitest';
import { displayPhone, formatPercent, reminderLink, reminderText } from './reminder.ts';

describe('WhatsApp reminder', () => {
  it('names the arisan, the cycles due and the amount', () => {
    expect(
      reminderText(
        { name: 'Siti', arisanName: 'Arisan RT 5', dueCycles: 2, dueAmount: 500_000 },
        'https://toko.example',
      ),
    ).toBe(
      'Halo Siti, pengingat arisan Arisan RT 5: 2 putaran belum dibayar, total Rp\u00a0500.000. Cek iuran Anda dengan passcode di https://toko.example/arisan/cek. Terima kasih.',
    );
  });

  it('names the late fee apart from the contributions', () => {
    expect(
      reminderText(
        { name: 'Siti', arisanName: 'RT 5', dueCycles: 2, dueAmount: 500_000, dueLateFee: 10_000 },
        'https://toko.example',
      ),
    ).toContain('total Rp\u00a0500.000 ditambah denda keterlambatan Rp\u00a010.000.');
  });

  it('links to wa.me/62... only for a member who owes something and has a phone', () => {
    const link = reminderLink({
      name: 'Siti',
      phone: '081234567890',
      arisanName: 'A',
      dueCycles: 1,
      dueAmount: 10_000,
    });
    expect(link).toMatch(/^https:\/\/wa\.me\/6281234567890\?text=Halo%20Siti/);
    expect(
      reminderLink({ name: 'Siti', phone: '6281', arisanName: 'A', dueCycles: 0, dueAmount: 0 }),
    ).toBeNull();
    expect(
      reminderLink({ name: 'Siti', phone: null, arisanName: 'A', dueCycles: 2, dueAmount: 1 }),
    ).toBeNull();
  });

  it('shows phones and percentages the Indonesian way', () => {
    expect(displayPhone('6281234567890')).toBe('0812-3456-7890');
    expect(displayPhone(null)).toBe('-');
    expect(formatPercent(66.67)).toBe('66,67%');
  });
});
