import { webcrypto } from 'node:crypto';
import { MAX_ROW_ID, type User } from '@toko/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Db } from '../db/client.ts';
import { prepared } from '../db/prepared.ts';
import { users } from '../db/schema/index.ts';
import { toPublicUser } from '../modules/users/users.service.ts';
import { AppError } from './errors.ts';

const ALG = 'HS256';
const TOKEN_TTL = '7d';

/**
 * A token for the user at their current token version (`ver`): logout, a password change and a role
 * change raise the version, which ends every older token at once.
 */
export async function signToken(key: Uint8Array, userId: number, version = 0): Promise<string> {
  return new SignJWT({ ver: version })
    .setProtectedHeader({ alg: ALG, typ: 'JWT' })
    .setSubject(String(userId))
    .setIssuedAt()
    .setExpirationTime(TOKEN_TTL)
    .sign(key);
}

/**
 * The secret as a WebCrypto key, imported once: given the bytes, jose imports them again for every
 * token it checks (one more trip to the crypto thread pool per request).
 */
const verifyKeys = new WeakMap<Uint8Array, Promise<webcrypto.CryptoKey>>();
function verifyKey(key: Uint8Array): Promise<webcrypto.CryptoKey> {
  let imported = verifyKeys.get(key);
  if (!imported) {
    imported = webcrypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);
    verifyKeys.set(key, imported);
  }
  return imported;
}

/** The bearer token, or the `auth-token` header that GET /auth/verify also reads (spec section 7). */
export function readToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || undefined;
  const alt = request.headers['auth-token'];
  return typeof alt === 'string' && alt ? alt : undefined;
}

/**
 * Verifies the token (HS256 only: `alg: none` and other algorithms are refused) and reads the user from
 * the database on every request, so a deleted or demoted user's token stops working at once.
 */
export async function authenticate(db: Db, key: Uint8Array, token: string | undefined): Promise<User> {
  if (!token) throw new AppError('UNAUTHORIZED', 'Authentication required');
  let sub: string | undefined;
  let version: unknown;
  try {
    // A token without an expiry is refused, whoever signed it.
    const { payload } = await jwtVerify(token, await verifyKey(key), {
      algorithms: [ALG],
      requiredClaims: ['exp', 'sub'],
    });
    sub = payload.sub;
    version = payload.ver ?? 0;
  } catch (err) {
    const expired = err instanceof joseErrors.JWTExpired;
    throw new AppError('UNAUTHORIZED', expired ? 'Session expired, please log in again' : 'Invalid token');
  }
  // The subject is a user id written by signToken: digits only ("1.0", " 1" and "0x1" are refused).
  if (!sub || !/^[1-9][0-9]{0,9}$/.test(sub) || Number(sub) > MAX_ROW_ID) {
    throw new AppError('UNAUTHORIZED', 'Invalid token');
  }
  if (!Number.isSafeInteger(version)) throw new AppError('UNAUTHORIZED', 'Invalid token');
  // Read on every authenticated request: prepared once (prepared.ts).
  const [row] = await prepared(db, 'auth:user', () =>
    db
      .select()
      .from(users)
      .where(eq(users.id, sql.placeholder('id')))
      .limit(1),
  ).execute({ id: Number(sub) });
  if (!row) throw new AppError('UNAUTHORIZED', 'Invalid token');
  if (row.tokenVersion !== version) {
    throw new AppError('UNAUTHORIZED', 'Session ended, please log in again');
  }
  return toPublicUser(row);
}

/** preHandler guard: any logged-in user. Sets `request.user`. */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply) {
  request.user = await authenticate(request.server.db, request.server.jwtKey, readToken(request));
}

/** preHandler guard: admins only; a customer gets 403. */
export async function requireAdmin(request: FastifyRequest, reply: FastifyReply) {
  await requireUser(request, reply);
  if (request.user?.role !== 'admin') throw AppError.forbidden('Admin access required');
}

/** preHandler guard: customers only (cart, addresses, own orders); an admin gets 403. */
export async function requireCustomer(request: FastifyRequest, reply: FastifyReply) {
  await requireUser(request, reply);
  if (request.user?.role !== 'customer') throw AppError.forbidden('Only customers can do this');
}

/** The authenticated user of a guarded route. */
export function currentUser(request: FastifyRequest): User {
  if (!request.user) throw new AppError('UNAUTHORIZED', 'Authentication required');
  return request.user;
}

/**
 * The signed-in user on a public route, or null for a visitor. A missing, expired or ended token is a
 * visitor too: a public page must work for everyone, it only shows a signed-in caller a little more.
 */
export async function optionalUser(request: FastifyRequest): Promise<User | null> {
  const token = readToken(request);
  if (!token) return null;
  try {
    return await authenticate(request.server.db, request.server.jwtKey, token);
  } catch (err) {
    if (err instanceof AppError) return null;
    throw err;
  }
}
