import '@toko/shared';
import { STATIC_QRIS } from '@toko/shared/qris.fixtures';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

// The configuration speaks to whoever starts the server, in English like the log (ADR 059), even though
// the shared schemas have taught zod Indonesian for shoppers (imported above, as the server does).
describe('loadConfig', () => {
  it('names a bad variable in English', () => {
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(ConfigError);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL: Invalid option: expected one of/);
  });

  it('reads BANK_WEBHOOK_SECRET, refuses a short one, and leaves the webhook off when it is unset', () => {
    expect(loadConfig({}).bankWebhookSecret).toBeUndefined();
    expect(loadConfig({ BANK_WEBHOOK_SECRET: 'rahasia-mutasi-bank-1234' }).bankWebhookSecret).toBe(
      'rahasia-mutasi-bank-1234',
    );
    expect(() => loadConfig({ BANK_WEBHOOK_SECRET: 'pendek' })).toThrow(
      /BANK_WEBHOOK_SECRET: must be at least 16 characters/,
    );
  });
});

describe('BACKUP_DIR', () => {
  it('schedules nothing when unset, one backup a day and seven kept when set', () => {
    expect(loadConfig({}).backup).toMatchObject({
      dir: undefined,
      pgDump: 'pg_dump',
      pgRestore: 'pg_restore',
    });
    expect(loadConfig({ BACKUP_DIR: '/srv/cadangan' }).backup).toMatchObject({
      dir: '/srv/cadangan',
      everyMs: 86_400_000,
      keep: 7,
    });
    expect(
      loadConfig({ BACKUP_DIR: 'b', BACKUP_EVERY_HOURS: '0.5', BACKUP_KEEP: '30' }).backup,
    ).toMatchObject({
      everyMs: 1_800_000,
      keep: 30,
    });
  });

  it('refuses a period without a folder, and a period or count that is not one', () => {
    expect(() => loadConfig({ BACKUP_EVERY_HOURS: '6' })).toThrow(/BACKUP_EVERY_HOURS: needs BACKUP_DIR/);
    expect(() => loadConfig({ BACKUP_DIR: 'b', BACKUP_EVERY_HOURS: '0' })).toThrow(
      /BACKUP_EVERY_HOURS: must be more than 0/,
    );
    expect(() => loadConfig({ BACKUP_DIR: 'b', BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP:/);
  });
});

describe('QRIS_PAYLOAD', () => {
  it('is off when unset or empty', () => {
    expect(loadConfig({}).qrisPayload).toBeNull();
    expect(loadConfig({ QRIS_PAYLOAD: '' }).qrisPayload).toBeNull();
  });

  it('keeps a QRIS whose CRC checks, without the line break a copy brings', () => {
    expect(loadConfig({ QRIS_PAYLOAD: `${STATIC_QRIS}\n` }).qrisPayload).toBe(STATIC_QRIS);
  });

  it('stops the start when the CRC does not check, naming the variable and both checksums', () => {
    const typo = STATIC_QRIS.replace('TOKO FURNITUR', 'TOKO FURNITOR');
    expect(() => loadConfig({ QRIS_PAYLOAD: typo })).toThrow(ConfigError);
    expect(() => loadConfig({ QRIS_PAYLOAD: typo })).toThrow(
      /QRIS_PAYLOAD: not a usable QRIS: the CRC does not check: tag 63 says 730A but the payload's checksum is [0-9A-F]{4}/,
    );
  });

  it('stops the start on a payload cut off or not a QRIS at all', () => {
    expect(() => loadConfig({ QRIS_PAYLOAD: STATIC_QRIS.slice(0, 120) })).toThrow(
      /QRIS_PAYLOAD: not a usable QRIS/,
    );
    expect(() => loadConfig({ QRIS_PAYLOAD: 'https://example.com/bayar' })).toThrow(
      /QRIS_PAYLOAD: not a usable QRIS: no 2-digit id/,
    );
  });
});
