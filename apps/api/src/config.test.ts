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
});
