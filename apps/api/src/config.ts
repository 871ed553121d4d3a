import { parseQris, QrisError } from '@toko/shared/qris';
import { z } from 'zod';
import { apiFile } from './files.ts';

/** The built web app, served by the API on the same port (apps/web/dist). */
const DEFAULT_WEB_ROOT = apiFile('..', 'web', 'dist');

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** A duration in milliseconds, at least 100 ms, at most an hour. */
const ms = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int()
    .min(100)
    .max(3_600_000)
    .default(fallback);

/** Whole rupiah, from Rp 1 to Rp 1 triliun (MONEY_LIMITS.orderTotal). */
const rupiah = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a whole number of rupiah' })
    .int('must be a whole number of rupiah')
    .min(1)
    .max(1_000_000_000_000)
    .default(fallback);

const EnvSchema = z.object({
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// (leave it unset for the embedded database)')
    .optional(),
  // The owner role that runs the migrations, when DATABASE_URL is a role that owns nothing (docs/security.md).
  DATABASE_MIGRATION_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ADMIN_EMAIL: z.email({ error: 'must be an email address' }).default('admin@toko.local'),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  SEED_DEMO: bool.default(true),
  SEED_DEMO_PICTURES_FIRST: bool.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Payment page: the shop's bank accounts and the seller's WhatsApp number (docs/product.md 2.6: fixed values).
  BANK_ACCOUNT_HOLDER: z.string().min(1).default('PT Toko Furnitur Indonesia'),
  BANK_ACCOUNT_BCA: z
    .string()
    .regex(/^\d{6,20}$/, 'must be digits')
    .default('1234567890'),
  BANK_ACCOUNT_BNI: z
    .string()
    .regex(/^\d{6,20}$/, 'must be digits')
    .default('0987654321'),
  BANK_ACCOUNT_MANDIRI: z
    .string()
    .regex(/^\d{6,20}$/, 'must be digits')
    .default('1122334455'),
  SELLER_WHATSAPP: z
    .string()
    .regex(/^62\d{8,13}$/, 'must be a number like 6281234567890')
    .default('6281234567890'),
  // The owner's printed static QRIS; the payment page shows it with the amount (docs/decisions/062-dynamic-qris.md).
  QRIS_PAYLOAD: z.string().optional(),
  // Orders paid by transfer (docs/decisions/028-payment-deadline-and-expiry.md).
  ORDER_PAYMENT_HOURS: z.coerce
    .number({ error: 'must be a number of hours' })
    .positive('must be more than 0')
    .max(24 * 30)
    .default(24),
  ORDER_PAYMENT_GRACE_HOURS: z.coerce
    .number({ error: 'must be a number of hours' })
    .min(0)
    .max(24 * 7)
    .default(2),
  ORDER_EXPIRY_INTERVAL_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds' })
    .int()
    .min(0)
    .max(86_400)
    .default(60),
  MAX_UNPAID_ORDERS: z.coerce.number({ error: 'must be a number' }).int().min(1).max(100).default(3),
  // A proof of transfer waiting for the owner (docs/decisions/049-proof-under-review.md).
  ORDER_REVIEW_HOURS: z.coerce
    .number({ error: 'must be a number of hours' })
    .positive('must be more than 0')
    .max(24 * 30)
    .default(72),
  ORDER_PROOF_RETRY_HOURS: z.coerce
    .number({ error: 'must be a number of hours' })
    .positive('must be more than 0')
    .max(24 * 7)
    .default(6),
  // Hoarding (docs/decisions/051-purchase-limits.md): what an account without a paid order may hold
  // unpaid, and the shorter deadline of a large order.
  NEW_ACCOUNT_UNPAID_UNITS: z.coerce
    .number({ error: 'must be a number' })
    .int()
    .min(1)
    .max(1_000_000)
    .default(10),
  NEW_ACCOUNT_UNPAID_TOTAL: rupiah(50_000_000),
  LARGE_ORDER_TOTAL: rupiah(25_000_000),
  LARGE_ORDER_PAYMENT_HOURS: z.coerce
    .number({ error: 'must be a number of hours' })
    .positive('must be more than 0')
    .max(24 * 30)
    .default(6),
  // Where the built web app is; development points it at a missing folder so only the API answers.
  // Hardening (docs/security.md): proxies trusted, time limits and caps.
  TRUST_PROXY: z.coerce
    .number({ error: 'must be a number of proxy hops (0 = none)' })
    .int()
    .min(0)
    .max(10)
    .default(0),
  // Login, registration and newsletter sign-ups per client address and minute.
  AUTH_RATE_LIMIT: z.coerce
    .number({ error: 'must be a number of requests per minute' })
    .int()
    .min(1)
    .max(100_000)
    .default(20),
  REQUEST_TIMEOUT_MS: ms(30_000),
  // Longer than the idle timeout of clients and load balancers (60 s is common) and Fastify's own 72 s, so the
  // server never closes a pooled socket at the moment a client reuses it (that answers ECONNRESET).
  KEEP_ALIVE_TIMEOUT_MS: ms(72_000),
  MAX_CONNECTIONS: z.coerce.number({ error: 'must be a number' }).int().min(1).max(1_000_000).default(2_000),
  // One client address may not hold all of them (ADR 048); a tenth leaves the rest to everyone else.
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce
    .number({ error: 'must be a number' })
    .int()
    .min(1)
    .max(1_000_000)
    .default(200),
  // A socket that has sent nothing by then is closed (a browser sends its request at once).
  FIRST_BYTE_TIMEOUT_MS: ms(10_000),
  // Graceful stop (SIGTERM): new requests get 503 for at least the drain time, in-flight ones finish.
  SHUTDOWN_DRAIN_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int()
    .min(0)
    .max(600_000)
    .default(1_000),
  SHUTDOWN_TIMEOUT_MS: ms(15_000),
  // Server processes the supervisor (npm start) runs side by side; PGlite is one process, so 1 there.
  WEB_CONCURRENCY: z.coerce
    .number({ error: 'must be a number of processes' })
    .int()
    .min(1)
    .max(64)
    .default(1),
  DB_POOL_SIZE: z.coerce.number({ error: 'must be a number' }).int().min(1).max(1000).default(10),
  DB_STATEMENT_TIMEOUT_MS: ms(10_000),
  DB_LOCK_TIMEOUT_MS: ms(3_000),
  DB_POOL_TIMEOUT_MS: ms(5_000),
  // Email (docs/decisions/064-outbox-channels.md): unset, messages wait in the outbox ('Pesan Keluar').
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps:// (e.g. smtp://user:pass@host:587)')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Toko <no-reply@toko.local>'),
  // The shop's address as customers reach it: the links in messages point here.
  PUBLIC_URL: z
    .string()
    .regex(/^https?:\/\/[^/]+/, 'must be an address like https://toko.example.com')
    .transform((v) => v.replace(/\/+$/, ''))
    .default('http://localhost:3000'),
  // The sender's rounds and retries (docs/decisions/065-outbox-retry-policy.md); 0 turns the sender off.
  OUTBOX_INTERVAL_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds' })
    .min(0)
    .max(3600)
    .default(5),
  OUTBOX_MAX_ATTEMPTS: z.coerce.number({ error: 'must be a number' }).int().min(1).max(50).default(8),
  // The OpenAPI document (/api/docs) for everyone; otherwise for admins only.
  API_DOCS: bool.default(false),
  // The mutation service's HMAC key for POST /api/payments/mutations; unset, the route answers 404.
  BANK_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  TOKO_WEB_ROOT: z.string().min(1).default(DEFAULT_WEB_ROOT),
  // Set by `npm start` while it builds the web app beside a first start: a file that exists until then.
  TOKO_WEB_PENDING: z.string().min(1).optional(),
  // GET /metrics answers only a bearer of this token; unset, it answers 404 (ADR 066).
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  // A request that takes longer is logged with its route and time.
  SLOW_REQUEST_MS: ms(500),
  // Scheduled backups (docs/decisions/068-backups.md): unset BACKUP_DIR, only GET /api/admin/backup.
  BACKUP_DIR: z.string().min(1).optional(),
  BACKUP_EVERY_HOURS: z.coerce
    .number({ error: 'must be a number of hours' })
    .positive('must be more than 0')
    .max(24 * 30)
    .default(24),
  BACKUP_KEEP: z.coerce.number({ error: 'must be a number of files' }).int().min(1).max(1000).default(7),
  // The PostgreSQL tools a backup and a restore run (Debian: the postgresql-client package).
  PG_DUMP: z.string().min(1).default('pg_dump'),
  PG_RESTORE: z.string().min(1).default('pg_restore'),
});

export type Env = z.infer<typeof EnvSchema>;

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** Migrations run through this URL (the owner) when set; the app itself uses databaseUrl. */
  databaseMigrationUrl: string | undefined;
  dataDir: string;
  jwtSecret: string | undefined;
  adminEmail: string;
  adminPassword: string | undefined;
  seedDemo: boolean;
  /** Draw the demo pictures before listening (the browser tests), not after (ADR 067). */
  seedDemoPicturesFirst: boolean;
  logLevel: Env['LOG_LEVEL'];
  webRoot: string;
  /** A file that exists while `npm start` still builds the web app (ADR 067); the server waits for it. */
  webPending: string | undefined;
  /** Proxy hops whose X-Forwarded-For is believed; 0 = the socket's address is the client. */
  trustProxy: number;
  /** Login, registration and newsletter sign-ups per client address and minute. */
  authRateLimit: number;
  http: {
    requestTimeoutMs: number;
    keepAliveTimeoutMs: number;
    maxConnections: number;
    /** Sockets one client address may hold; not applied behind a proxy (trustProxy > 0). */
    maxConnectionsPerAddress: number;
    /** A socket that has sent no byte by then is closed. */
    firstByteTimeoutMs: number;
  };
  /** /api/docs for everyone (true) or for admins only. */
  apiDocs: boolean;
  /** The key a mutation service signs its webhook with (HMAC-SHA256); unset turns the webhook off. */
  bankWebhookSecret: string | undefined;
  /** The shop's address as customers reach it (links in messages), without a trailing slash. */
  publicUrl: string;
  mail: {
    /** Unset: messages stay in the outbox. */
    smtpUrl: string | undefined;
    from: string;
    /** How often the sender looks for due messages; 0 turns it off (tests run it by hand). */
    intervalMs: number;
    /** Tries before a message is marked failed with its last error kept. */
    maxAttempts: number;
  };
  /** The bearer token of GET /metrics; unset, the route answers 404. */
  metricsToken: string | undefined;
  /** Requests slower than this are logged with route and time. */
  slowRequestMs: number;
  backup: {
    /** Where scheduled backups are kept; unset, nothing is scheduled. */
    dir: string | undefined;
    /** One backup per period of this length. */
    everyMs: number;
    /** Backups kept in `dir`; older ones are deleted. */
    keep: number;
    /** The pg_dump and pg_restore programs (PostgreSQL only). */
    pgDump: string;
    pgRestore: string;
  };
  /** Server processes `npm start` runs (1 on PGlite). */
  workers: number;
  /** SIGTERM: how long new requests are answered 503 before the listener closes, and the longest wait. */
  shutdown: { drainMs: number; timeoutMs: number };
  database: { poolSize: number; statementTimeoutMs: number; lockTimeoutMs: number; poolTimeoutMs: number };
  payment: {
    holder: string;
    accounts: { BCA: string; BNI: string; Mandiri: string };
    sellerWhatsapp: string;
  };
  /** The owner's static QRIS (checked at start); null when unset, and the payment page shows no QR. */
  qrisPayload: string | null;
  orders: {
    /** How long the customer has to transfer. */
    paymentMs: number;
    /** Extra time before an unpaid order expires, for bank statements that arrive late. */
    graceMs: number;
    /** How often the expiry job runs; 0 turns it off (tests run it by hand). */
    expiryIntervalMs: number;
    /** Orders waiting for payment a customer may hold at once. */
    maxUnpaid: number;
    /** The owner's time to decide on a proof before the order is flagged as overdue (never cancelled). */
    reviewMs: number;
    /** After a rejected proof the shopper has at least this long to pay again. */
    retryMs: number;
  };
  /** Hoarding limits at checkout (ADR 051). */
  purchaseLimits: {
    /** Units an account without a paid order may hold in unpaid orders. */
    newAccountUnits: number;
    /** Rupiah an account without a paid order may hold in unpaid orders. */
    newAccountTotal: number;
    /** An order of this total or more gets the shorter deadline below. */
    largeOrderTotal: number;
    /** A large order's time to transfer (never longer than the normal one). */
    largeOrderPaymentMs: number;
  };
}

export class ConfigError extends Error {}

/** A payload whose checksum or layout is wrong would draw a QR no app pays: refuse to start instead. */
function checkedQris(payload: string | undefined): string | null {
  if (payload === undefined || payload.trim() === '') return null;
  try {
    parseQris(payload);
  } catch (err) {
    if (!(err instanceof QrisError)) throw err;
    throw new ConfigError(`Invalid configuration:\n  QRIS_PAYLOAD: not a usable QRIS: ${err.message}`);
  }
  return payload.trim();
}

/** Reads the environment once; a bad value stops start-up with a message naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable means "not set", as in most shells' `FOO= npm start`.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  // In English for whoever starts the server, whatever language zod speaks to shoppers (ADR 059).
  const parsed = EnvSchema.safeParse(present, { error: z.locales.en().localeError });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${String(i.path[0])}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.DATABASE_MIGRATION_URL && !e.DATABASE_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  DATABASE_MIGRATION_URL: needs DATABASE_URL (the role the app connects as)',
    );
  }
  if (e.WEB_CONCURRENCY > 1 && !e.DATABASE_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  WEB_CONCURRENCY: the embedded database (PGlite) is one process; use 1, or set DATABASE_URL for more',
    );
  }
  if (present.BACKUP_EVERY_HOURS !== undefined && !e.BACKUP_DIR) {
    throw new ConfigError(
      'Invalid configuration:\n  BACKUP_EVERY_HOURS: needs BACKUP_DIR (the folder the backups are written to)',
    );
  }
  return {
    qrisPayload: checkedQris(e.QRIS_PAYLOAD),
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databaseMigrationUrl: e.DATABASE_MIGRATION_URL,
    dataDir: e.DATA_DIR,
    jwtSecret: e.JWT_SECRET,
    adminEmail: e.ADMIN_EMAIL.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    seedDemo: e.SEED_DEMO,
    seedDemoPicturesFirst: e.SEED_DEMO_PICTURES_FIRST,
    logLevel: e.LOG_LEVEL,
    webRoot: e.TOKO_WEB_ROOT,
    webPending: e.TOKO_WEB_PENDING,
    trustProxy: e.TRUST_PROXY,
    authRateLimit: e.AUTH_RATE_LIMIT,
    http: {
      requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
      keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS,
      maxConnections: e.MAX_CONNECTIONS,
      maxConnectionsPerAddress: e.MAX_CONNECTIONS_PER_ADDRESS,
      firstByteTimeoutMs: e.FIRST_BYTE_TIMEOUT_MS,
    },
    apiDocs: e.API_DOCS,
    bankWebhookSecret: e.BANK_WEBHOOK_SECRET,
    publicUrl: e.PUBLIC_URL,
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      intervalMs: Math.round(e.OUTBOX_INTERVAL_SECONDS * 1000),
      maxAttempts: e.OUTBOX_MAX_ATTEMPTS,
    },
    metricsToken: e.METRICS_TOKEN,
    slowRequestMs: e.SLOW_REQUEST_MS,
    backup: {
      dir: e.BACKUP_DIR,
      everyMs: Math.round(e.BACKUP_EVERY_HOURS * 3_600_000),
      keep: e.BACKUP_KEEP,
      pgDump: e.PG_DUMP,
      pgRestore: e.PG_RESTORE,
    },
    workers: e.WEB_CONCURRENCY,
    shutdown: { drainMs: e.SHUTDOWN_DRAIN_MS, timeoutMs: e.SHUTDOWN_TIMEOUT_MS },
    database: {
      poolSize: e.DB_POOL_SIZE,
      statementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
      lockTimeoutMs: e.DB_LOCK_TIMEOUT_MS,
      poolTimeoutMs: e.DB_POOL_TIMEOUT_MS,
    },
    payment: {
      holder: e.BANK_ACCOUNT_HOLDER,
      accounts: { BCA: e.BANK_ACCOUNT_BCA, BNI: e.BANK_ACCOUNT_BNI, Mandiri: e.BANK_ACCOUNT_MANDIRI },
      sellerWhatsapp: e.SELLER_WHATSAPP,
    },
    orders: {
      paymentMs: Math.round(e.ORDER_PAYMENT_HOURS * 3_600_000),
      graceMs: Math.round(e.ORDER_PAYMENT_GRACE_HOURS * 3_600_000),
      expiryIntervalMs: e.ORDER_EXPIRY_INTERVAL_SECONDS * 1000,
      maxUnpaid: e.MAX_UNPAID_ORDERS,
      reviewMs: Math.round(e.ORDER_REVIEW_HOURS * 3_600_000),
      retryMs: Math.round(e.ORDER_PROOF_RETRY_HOURS * 3_600_000),
    },
    purchaseLimits: {
      newAccountUnits: e.NEW_ACCOUNT_UNPAID_UNITS,
      newAccountTotal: e.NEW_ACCOUNT_UNPAID_TOTAL,
      largeOrderTotal: e.LARGE_ORDER_TOTAL,
      largeOrderPaymentMs: Math.round(e.LARGE_ORDER_PAYMENT_HOURS * 3_600_000),
    },
  };
}
