import '@toko/shared';
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
