import cluster from 'node:cluster';
import { randomUUID } from 'node:crypto';
import client from 'prom-client';

/**
 * Under the supervisor (WEB_CONCURRENCY > 1, ADR 047) a scrape reaches whichever worker the port gave it
 * to; that worker asks the primary, which gathers every worker's registry with prom-client's aggregator
 * (counters and histograms summed, gauges by each metric's aggregator) and answers with the text
 * (docs/decisions/066-metrics-and-readiness.md).
 */
const ASK = 'toko:metrics-ask';
const ANSWER = 'toko:metrics-answer';
const WAIT_MS = 6_000;

interface Answer {
  type: typeof ANSWER;
  id: string;
  text?: string;
  error?: string;
}

// A worker answers the primary's requests for its registry from the moment it has loaded this file.
if (cluster.isWorker) new client.AggregatorRegistry();

/** In the primary: answers workers asking for every worker's metrics. */
export function serveClusterMetrics() {
  const aggregator = new client.AggregatorRegistry();
  cluster.on('message', (worker, message: { type?: string; id?: string }) => {
    if (message?.type !== ASK || typeof message.id !== 'string') return;
    const id = message.id;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: ANSWER, id, text } satisfies Answer),
      (err: Error) => worker.send({ type: ANSWER, id, error: err.message } satisfies Answer),
    );
  });
}

/** Whether this process is one worker of several, so a scrape must ask the primary. */
export const inCluster = () => cluster.isWorker && typeof process.send === 'function';

/** In a worker: every worker's metrics, summed by the primary. */
export function askPrimaryForMetrics(): Promise<string> {
  const id = randomUUID();
  return new Promise((resolve, reject) => {
    const onMessage = (message: Answer) => {
      if (message?.type !== ANSWER || message.id !== id) return;
      finish();
      if (message.text !== undefined) resolve(message.text);
      else reject(new Error(message.error ?? 'no metrics'));
    };
    const timer = setTimeout(() => {
      finish();
      reject(new Error('the primary did not answer with the metrics'));
    }, WAIT_MS);
    const finish = () => {
      clearTimeout(timer);
      process.off('message', onMessage);
    };
    process.on('message', onMessage);
    process.send?.({ type: ASK, id });
  });
}
