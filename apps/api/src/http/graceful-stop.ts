import type { FastifyInstance } from 'fastify';
import { sendError } from './error-handler.ts';

const STOPPING_TEXT = 'Toko sedang dimulai ulang, silakan coba lagi sebentar lagi';

export interface StopOptions {
  /**
   * How long the listener stays open after the stop began, answering new requests 503. Requests a
   * client sent just before it learnt of the stop (queued by the kernel, or on a keep-alive socket) get a
   * clear answer instead of a reset; a load balancer has time to take the process out of rotation.
   */
  drainMs: number;
  /** Longest wait for requests in flight; after it the stop fails and the caller exits anyway. */
  timeoutMs: number;
}

/**
 * Graceful stop (docs/security.md): once `app.stopGracefully()` is called, requests already being
 * handled finish; every request that arrives after it is answered 503 `{message, code}` with
 * `Retry-After` and `Connection: close`. When the drain time is over and nothing is in flight, the app
 * closes (listener, sockets, database hooks). Closing the listener at once, as `app.close()` does, resets
 * the connections the kernel had already accepted but Node had not yet read.
 */
export function registerGracefulStop(app: FastifyInstance) {
  let stopping = false;
  let inFlight = 0;
  // Counted on the raw server: a request is in flight from its first parsed byte until its socket is
  // done with the answer (or the client went away), whatever Fastify's hooks did.
  app.server.on('request', (_req, res) => {
    inFlight += 1;
    res.once('close', () => {
      inFlight -= 1;
    });
  });

  // First hook of all, before access control reads a token: nothing new starts once the stop began.
  app.addHook('onRequest', async (_request, reply) => {
    if (!stopping) return;
    reply.header('retry-after', '5');
    reply.header('connection', 'close');
    return sendError(reply, 'SERVICE_UNAVAILABLE', STOPPING_TEXT);
  });
  // Answers still in flight tell the client to close its keep-alive socket, so none is left to reuse.
  app.addHook('onSend', async (_request, reply) => {
    if (stopping) reply.header('connection', 'close');
  });

  // A plain app.close() (tests, embedding) also refuses new work and closes sockets left idle.
  app.addHook('preClose', async () => {
    stopping = true;
    app.server.closeIdleConnections?.();
  });

  app.decorate('stopGracefully', async (opts: StopOptions) => {
    stopping = true;
    const started = Date.now();
    while (Date.now() - started < opts.drainMs || inFlight > 0) {
      if (Date.now() - started > opts.timeoutMs) {
        throw new Error(`${inFlight} request(s) still running after ${opts.timeoutMs} ms`);
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await app.close();
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Stops as described in registerGracefulStop; resolves once the app is closed. */
    stopGracefully(opts: StopOptions): Promise<void>;
  }
}
