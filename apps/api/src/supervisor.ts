import cluster, { type Worker } from 'node:cluster';
import { fileURLToPath } from 'node:url';
import { serveClusterMetrics } from './cluster-metrics.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';

/**
 * The primary process of `npm start` (ADR 047): it runs WEB_CONCURRENCY server processes (main.ts) on one
 * port and starts a new one when one crashes, so no single bug leaves the shop dead while nobody watches.
 *
 * - A worker that exits with a code other than 0, or is killed by a signal, is replaced: at once when it
 *   had served for a while, after a back-off (1 s, 2 s, 4 s ... up to 30 s) when it died at start or soon
 *   after, so a shop that cannot start (database unreachable) is retried without spinning.
 * - A worker that exits with 0 stopped cleanly and is not replaced.
 * - SIGTERM and SIGINT are passed on to the workers, which stop gracefully (main.ts); nothing is restarted
 *   after that, and the primary exits once they are gone.
 * - Workers start one at a time, each once the one before listens: the first runs the migrations and the
 *   first-start seed alone.
 */
const STABLE_AFTER_MS = 10_000;
/**
 * Memory settings of a server process (ADR 070, measured by bench/memory.ts): a young generation of 2 MiB
 * semi-spaces instead of 16 MiB (a shop's requests make little short-lived garbage; the difference was
 * 20-30 MiB resident after load), and two malloc arenas instead of one per thread (V8's compiler threads
 * and libuv's pool each kept an arena of freed memory). An operator's own MALLOC_ARENA_MAX is kept.
 */
const WORKER_NODE_FLAGS = ['--max-semi-space-size=2'];
const WORKER_ENV = { MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2' };
const FIRST_BACKOFF_MS = 1_000;
const MAX_BACKOFF_MS = 30_000;

const log = (msg: string) => console.log(`[toko] ${msg}`);

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (err) {
    // A wrong setting does not fix itself: say so once and stop, instead of restarting a worker that
    // would stop for the same reason.
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

function supervise(config: Config) {
  // The server itself; under the TypeScript loader (npm start) the workers need it too.
  const runningTs = import.meta.url.endsWith('.ts');
  const exec = fileURLToPath(new URL(runningTs ? './main.ts' : './main.js', import.meta.url));
  const hasLoader = process.execArgv.some((arg) => arg.includes('tsx'));
  cluster.setupPrimary({
    exec,
    execArgv: [
      ...process.execArgv,
      ...(runningTs && !hasLoader ? ['--import', 'tsx'] : []),
      ...WORKER_NODE_FLAGS,
    ],
  });

  serveClusterMetrics();
  let wanted = config.workers;
  const live = new Set<Worker>();
  const listeningSince = new Map<Worker, number>();
  let starting: Worker | undefined;
  let quickExits = 0;
  let notBefore = 0;
  let timer: NodeJS.Timeout | undefined;
  let stopSignal: NodeJS.Signals | undefined;
  let failedStop = false;

  const topUp = () => {
    if (stopSignal || starting || timer || live.size >= wanted) return;
    const wait = notBefore - Date.now();
    if (wait > 0) {
      timer = setTimeout(() => {
        timer = undefined;
        topUp();
      }, wait);
      return;
    }
    const worker = cluster.fork(WORKER_ENV);
    starting = worker;
    live.add(worker);
    log(`worker ${worker.process.pid} started`);
  };

  cluster.on('listening', (worker) => {
    listeningSince.set(worker, Date.now());
    if (starting === worker) starting = undefined;
    topUp();
  });

  cluster.on('exit', (worker, code, signal) => {
    live.delete(worker);
    if (starting === worker) starting = undefined;
    const since = listeningSince.get(worker);
    listeningSince.delete(worker);
    const pid = worker.process.pid;
    const how = signal ? `was killed by ${signal}` : `exited with code ${code}`;
    if (stopSignal) {
      if (code !== 0 && signal !== stopSignal) failedStop = true;
      if (live.size === 0) {
        log(`all workers stopped${failedStop ? ', not all cleanly' : ''}`);
        process.exit(failedStop ? 1 : 0);
      }
      return;
    }
    if (code === 0 && !signal) {
      wanted -= 1;
      log(`worker ${pid} stopped cleanly; not restarted`);
      if (live.size === 0 && wanted <= 0) process.exit(0);
      return;
    }
    const servedMs = since === undefined ? 0 : Date.now() - since;
    quickExits = servedMs >= STABLE_AFTER_MS ? 0 : quickExits + 1;
    const delay = quickExits === 0 ? 0 : Math.min(MAX_BACKOFF_MS, FIRST_BACKOFF_MS * 2 ** (quickExits - 1));
    notBefore = Date.now() + delay;
    const when = since === undefined ? 'before it was ready' : `after ${Math.round(servedMs / 1000)} s`;
    const next = delay === 0 ? 'now' : `in ${delay / 1000} s (${quickExits} quick exit(s) in a row)`;
    log(`worker ${pid} ${how} ${when}; starting a new one ${next}`);
    topUp();
  });

  const stop = (signal: NodeJS.Signals) => {
    // Ctrl-C in a terminal reaches the workers too; a second signal is passed on as well (they ignore it).
    if (!stopSignal) log(`${signal} received: stopping ${live.size} worker(s)...`);
    stopSignal ??= signal;
    clearTimeout(timer);
    for (const worker of live) worker.process.kill(signal);
    if (live.size === 0) process.exit(0);
    // Each worker has its own last resort (main.ts); this one covers a worker that hangs before it.
    const { drainMs, timeoutMs } = config.shutdown;
    setTimeout(
      () => {
        console.error('[toko] workers did not stop in time, killing them');
        for (const worker of live) worker.process.kill('SIGKILL');
        process.exit(1);
      },
      drainMs + timeoutMs + 10_000,
    ).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  log(`supervisor ${process.pid}: ${wanted} worker(s)`);
  topUp();
}

supervise(readConfig());
