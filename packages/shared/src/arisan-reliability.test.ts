import { describe, expect, it } from 'vitest';
import {
  EarlyMinimumSchema,
  earlyPositionCount,
  earlyPositionRefusal,
  isEarlyPosition,
  onTimePercent,
  reliabilityLabel,
} from './arisan-reliability.ts';

describe('onTimePercent', () => {
  it('counts on time against paid and missed dues, rounded down', () => {
    expect(onTimePercent({ on_time: 23, late: 1, missed: 1 })).toBe(92);
    // 2/3 is 66.67%: shown as 66%, never rounded up past a minimum of 67%.
    expect(onTimePercent({ on_time: 2, late: 0, missed: 1 })).toBe(66);
    expect(onTimePercent({ on_time: 0, late: 0, missed: 0 })).toBeNull();
  });
  it('labels the share or the lack of history', () => {
    expect(reliabilityLabel(92)).toBe('Tepat waktu 92%');
    expect(reliabilityLabel(null)).toBe('Belum ada riwayat');
  });
});

describe('early positions', () => {
  it('are the first half of the positions, rounded down', () => {
    expect(earlyPositionCount(10)).toBe(5);
    expect(earlyPositionCount(9)).toBe(4);
    expect(isEarlyPosition(5, 10)).toBe(true);
    expect(isEarlyPosition(6, 10)).toBe(false);
    expect(isEarlyPosition(5, 9)).toBe(false);
    expect(isEarlyPosition(1, 1)).toBe(false);
  });

  it('refuses a member below the minimum or without history, naming the share and the minimum', () => {
    const base = { memberName: 'Budi', position: 2, duration: 10, minimumPercent: 80 };
    expect(earlyPositionRefusal({ ...base, onTimePercent: 79 })).toBe(
      'Posisi 2 adalah posisi awal (posisi 1-5) yang mensyaratkan tepat waktu minimal 80%: Budi baru tepat waktu 79%',
    );
    expect(earlyPositionRefusal({ ...base, onTimePercent: null })).toContain(
      'Budi belum punya riwayat pembayaran',
    );
    expect(earlyPositionRefusal({ ...base, onTimePercent: 80 })).toBeNull();
    expect(earlyPositionRefusal({ ...base, position: 6, onTimePercent: 0 })).toBeNull();
    expect(earlyPositionRefusal({ ...base, minimumPercent: null, onTimePercent: 0 })).toBeNull();
  });

  it('reads the setting as a whole percent 0-100 or empty for none', () => {
    expect(EarlyMinimumSchema.parse('')).toBeNull();
    expect(EarlyMinimumSchema.parse(80)).toBe(80);
    expect(EarlyMinimumSchema.safeParse(101).success).toBe(false);
  });
});
