import { SignJWT } from 'jose';
import { TEST_SECRET, type TestContext } from '../../../test/app.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openPostgres } from '../../db/client.ts';

// Helpers for the auth and session tests.

export const JWT_KEY = new TextEncoder().encode(TEST_SECRET);

/** POST /auth/login on the given API process (the test's own, or a second one). */
export const login = (app: TestContext['app'], email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

/** PUT /auth/password with the current and the new password. */
export const changePassword = (t: TestContext, token: string, current: string, next: string) =>
  t.call({
    method: 'PUT',
    url: '/api/auth/password',
    token,
    body: { current_password: current, new_password: next },
  });

/** A token signed with the app's key for `subject`, without an expiry unless one is given. */
export function signToken(subject: string, expiresIn?: string): Promise<string> {
  const jwt = new SignJWT({ ver: 0 }).setProtectedHeader({ alg: 'HS256' }).setSubject(subject).setIssuedAt();
  return (expiresIn ? jwt.setExpirationTime(expiresIn) : jwt).sign(JWT_KEY);
}

/** A second API process on the test's PostgreSQL database (its own pool), as a second server would be. */
export async function secondProcess(t: TestContext) {
  const pool = openPostgres(t.dbUrl!, 2, () => {});
  const app = await buildApp({
    db: pool.db,
    config: loadConfig({ JWT_SECRET: TEST_SECRET, LOG_LEVEL: 'silent', ORDER_EXPIRY_INTERVAL_SECONDS: '0' }),
    jwtKey: JWT_KEY,
    logger: false,
    authRateLimit: 10_000,
  });
  return {
    app,
    close: async () => {
      await app.close();
      await pool.close();
    },
  };
}
