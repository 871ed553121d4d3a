import type { FastifyInstance } from 'fastify';

/**
 * Work an API process repeats on its own (expiring unpaid orders, sending the outbox, writing
 * reminders): once when the app is ready, then `intervalMs` after each run ends (0: never), stopped with
 * the app, which waits for a run in progress. Every process runs its own; the work itself keeps processes apart (row locks, primary keys).
 * `run` answers a count, logged when above 0.
 */
export function startRepeatingJob(
  app: FastifyInstance,
  name: string,
  intervalMs: number,
  run: () => Promise<number>,
  onStop?: () => void,
): void {
  if (intervalMs <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = run()
      .then((n) => {
        if (n > 0) app.log.info({ job: name, count: n }, `${name} done`);
      })
      .catch((err) => app.log.error({ err, job: name }, `${name} failed`))
      .finally(() => {
        if (stopped) return;
        timer = setTimeout(tick, intervalMs);
        timer.unref();
      });
  };
  app.addHook('onReady', async () => {
    tick();
  });
  app.addHook('onClose', async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
    onStop?.();
  });
}
