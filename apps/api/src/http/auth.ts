import { createHmac, timingSafeEqual } from 'node:crypto';
import { AUTH_TEXT, MAX_ROW_ID, type Role, type User } from '@toko/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SignJWT } from 'jose';
import type { Db } from '../db/client.ts';
import { prepared } from '../db/prepared.ts';
import { users } from '../db/schema/index.ts';
import { AppError } from './errors.ts';

/** What a refused token answers (401): the web app drops it and the caller logs in again. */
export const INVALID_SESSION = 'Sesi tidak valid, silakan login lagi';
const SESSION_EXPIRED = 'Sesi berakhir, silakan login lagi';

const ALG = 'HS256';

/**
 * The user as the API shows it (a request's signed-in user, the users and auth answers): never the
 * password hash or the token version.
 */
export function toPublicUser(row: typeof users.$inferSelect): User {
  return {
    id: row.id,
    fullname: row.fullname,
    email: row.email,
    phone_number: row.phoneNumber,
    role: row.role as Role,
  };
}
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

/** A token refused: expired, or invalid in any other way (signature, algorithm, claims). */
class TokenRefused extends Error {
  constructor(readonly expired = false) {
    super(expired ? 'expired' : 'invalid');
  }
}

const BASE64URL = /^[A-Za-z0-9_-]*$/;

function decodeJson(part: string): Record<string, unknown> {
  if (!BASE64URL.test(part)) throw new TokenRefused();
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    throw new TokenRefused();
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new TokenRefused();
  return value as Record<string, unknown>;
}

/**
 * The claims of an HS256 token signed with `key`, checked as jose's jwtVerify checks them (alg HS256
 * only, no `crit` extensions, `exp` and `sub` required, `nbf` and `iat` numbers when present, no clock
 * tolerance; a `b64` header or a `sub` that is not a string is refused too), in the request's own turn:
 * WebCrypto, which jose uses, computes the HMAC on libuv's thread pool, so every signed-in request waited
 * for a hop to another thread and back for one SHA-256 of a few hundred bytes. Signing stays with jose.
 */
export function verifyHs256(key: Uint8Array, token: string): Record<string, unknown> {
  const parts = token.split('.');
  if (parts.length !== 3) throw new TokenRefused();
  const [head, body, signature] = parts as [string, string, string];
  const header = decodeJson(head);
  if (header.alg !== ALG || 'crit' in header || 'b64' in header) throw new TokenRefused();
  if (!BASE64URL.test(signature)) throw new TokenRefused();
  const given = Buffer.from(signature, 'base64url');
  const expected = createHmac('sha256', key).update(`${head}.${body}`).digest();
  // Compared in constant time: how far a forged signature matches must not show in the answer's timing.
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new TokenRefused();
  const claims = decodeJson(body);
  const now = Math.floor(Date.now() / 1000);
  const { exp, nbf, iat } = claims;
  if (typeof exp !== 'number' || typeof claims.sub !== 'string') throw new TokenRefused();
  if (nbf !== undefined && (typeof nbf !== 'number' || nbf > now)) throw new TokenRefused();
  if (iat !== undefined && typeof iat !== 'number') throw new TokenRefused();
  if (exp <= now) throw new TokenRefused(true);
  return claims;
}

/** The bearer token, or the `auth-token` header that GET /auth/verify also reads (docs/product.md section 7). */
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
  if (!token) throw new AppError('UNAUTHORIZED', 'Silakan login terlebih dahulu');
  let sub: string | undefined;
  let version: unknown;
  try {
    // A token without an expiry is refused, whoever signed it.
    const payload = verifyHs256(key, token);
    sub = payload.sub as string;
    version = payload.ver ?? 0;
  } catch (err) {
    const expired = err instanceof TokenRefused && err.expired;
    throw new AppError('UNAUTHORIZED', expired ? SESSION_EXPIRED : INVALID_SESSION);
  }
  // The subject is a user id written by signToken: digits only ("1.0", " 1" and "0x1" are refused).
  if (!sub || !/^[1-9][0-9]{0,9}$/.test(sub) || Number(sub) > MAX_ROW_ID) {
    throw new AppError('UNAUTHORIZED', INVALID_SESSION);
  }
  if (!Number.isSafeInteger(version)) throw new AppError('UNAUTHORIZED', INVALID_SESSION);
  // Read on every authenticated request: prepared once (prepared.ts).
  const [row] = await prepared(db, 'auth:user', () =>
    db
      .select()
      .from(users)
      .where(eq(users.id, sql.placeholder('id')))
      .limit(1),
  ).execute({ id: Number(sub) });
  if (!row) throw new AppError('UNAUTHORIZED', INVALID_SESSION);
  // Blocking raises the version too; this keeps a blocked account out even if that write is ever missed.
  if (row.blockedAt) throw new AppError('UNAUTHORIZED', AUTH_TEXT.accountBlocked);
  if (row.tokenVersion !== version) {
    throw new AppError('UNAUTHORIZED', 'Sesi sudah diakhiri, silakan login lagi');
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
  if (request.user?.role !== 'admin') throw AppError.forbidden('Hanya admin yang dapat melakukan ini');
}

/** preHandler guard: the shop's own people, admins and staff (ADR 087); a customer gets 403. */
export async function requireStaff(request: FastifyRequest, reply: FastifyReply) {
  await requireUser(request, reply);
  if (!isBackOffice(request.user)) throw AppError.forbidden('Hanya admin atau staf yang dapat melakukan ini');
}

/** An admin or a staff member: one who works the shop's orders, products and payments. */
export const isBackOffice = (user: { role: string } | undefined | null) =>
  user?.role === 'admin' || user?.role === 'staff';

/** preHandler guard: customers only (cart, addresses, own orders); an admin gets 403. */
export async function requireCustomer(request: FastifyRequest, reply: FastifyReply) {
  await requireUser(request, reply);
  if (request.user?.role !== 'customer') throw AppError.forbidden('Hanya pelanggan yang dapat melakukan ini');
}

/** The authenticated user of a guarded route. */
export function currentUser(request: FastifyRequest): User {
  if (!request.user) throw new AppError('UNAUTHORIZED', 'Silakan login terlebih dahulu');
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
