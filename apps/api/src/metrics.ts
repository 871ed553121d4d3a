import client from 'prom-client';

/**
 * The shop's Prometheus metrics (docs/decisions/066-metrics-and-readiness.md), on prom-client's default
 * registry of this process. Modules count what they do here; GET /metrics (http/metrics.ts) shows it.
 * Counters only grow: a test reads them before and after, never assumes they start at zero.
 */
export const registry = client.register;

let defaultsStarted = false;
/** Node's own metrics (event-loop lag, memory, handles), once per process however many apps are built. */
export function startProcessMetrics() {
  if (defaultsStarted) return;
  defaultsStarted = true;
  client.collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
}

export const requestDuration = new client.Histogram({
  name: 'toko_http_request_duration_seconds',
  help: 'Time from the first byte of a request to its answer, by route pattern, method and status',
  labelNames: ['route', 'method', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
});

export const ordersCreated = new client.Counter({
  name: 'toko_orders_created_total',
  help: 'Orders made from a cart at checkout',
});

export const paymentsApproved = new client.Counter({
  name: 'toko_payments_approved_total',
  help: 'Payments approved, by source (manual, statement, webhook) and kind of payable',
  labelNames: ['source', 'kind'] as const,
});

export const ordersExpired = new client.Counter({
  name: 'toko_orders_expired_total',
  help: 'Unpaid orders cancelled because their payment time ran out',
});

export const messagesSent = new client.Counter({
  name: 'toko_messages_sent_total',
  help: 'Outbox messages handed to the mail server',
});

export const messagesFailed = new client.Counter({
  name: 'toko_messages_failed_total',
  help: 'Failed tries to send an outbox message; final="true" when it will not be tried again',
  labelNames: ['final'] as const,
});

/** What the database pool looks like now. */
export interface PoolState {
  size: number;
  inUse: number;
  waiting: number;
}

// PGlite is one connection inside the process, with no pool to wait for: the gauges are left out there.
let poolState: () => PoolState | null = () => null;
/** The app sets where the pool gauges read from (the last app built in this process). */
export function watchPool(read: () => PoolState | null) {
  poolState = read;
}

new client.Gauge({
  name: 'toko_db_pool_connections',
  help: 'Database connections by state: in_use (running a query or transaction), size (open)',
  labelNames: ['state'] as const,
  collect() {
    const s = poolState();
    if (!s) return;
    this.set({ state: 'in_use' }, s.inUse);
    this.set({ state: 'size' }, s.size);
  },
});

new client.Gauge({
  name: 'toko_db_pool_waiting',
  help: 'Requests waiting for a free database connection',
  collect() {
    const s = poolState();
    if (s) this.set(s.waiting);
  },
});
