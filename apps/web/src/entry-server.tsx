/**
 * The server's render of a storefront page (ADR 041): the home page, a category page and a product page
 * arrive as HTML with the answers they were drawn from, so a phone paints them before any JavaScript has
 * run, and the browser hydrates them (main.tsx) without asking the API again. Built with
 * `vite build --ssr` into dist-server/ and loaded by the API server (apps/api/src/http/spa.ts).
 */
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { renderToStringAsync } from 'preact-render-to-string';
import { StrictMode } from 'react';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { setTransport } from './api/client.ts';
import { createQueryClient, Providers } from './app/providers.tsx';
import { routes, type ServerPage } from './app/router.tsx';

export interface RenderedPage {
  /** The markup that goes inside `<div id="root">`. */
  html: string;
  /** The query cache the page was drawn from (TanStack's dehydrated state), as JSON. */
  data: string;
  /** The page's own chunk, relative to the web app's src/ (for a modulepreload link). */
  source: string;
}

/** How the API answers a call made while rendering (in process, without a token). */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

const handler = createStaticHandler(routes);

/**
 * The queries the page would run: not those it keeps switched off for a visitor (the session check,
 * the cart count), which stay off in the browser too until someone logs in.
 */
function wanted(client: QueryClient): Query[] {
  return client
    .getQueryCache()
    .getAll()
    .filter((q) => {
      const { enabled } = q.options as { enabled?: boolean | ((q: Query) => boolean) };
      return typeof enabled === 'function' ? enabled(q) : enabled !== false;
    });
}
// Components that load data in a component shown only once earlier data arrived need another pass (a
// lazy component is waited for within a pass: the product page's arisan block).
const MAX_PASSES = 6;

/**
 * Renders `url` when it is a storefront page the server draws, or null: another page (the cart, the
 * account, the dashboard), a redirect, or a page whose data did not load (a missing product), which the
 * browser then draws itself as before.
 */
export async function renderPage(url: string, transport: ApiTransport): Promise<RenderedPage | null> {
  setTransport(transport);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;
  const page = context.matches.at(-1)?.route.handle as ServerPage | undefined;
  if (!page?.serverRender || context.statusCode !== 200) return null;

  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  const router = createStaticRouter(handler.dataRoutes, context);
  let html = '';
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    html = await renderToStringAsync(
      <StrictMode>
        <Providers client={client}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Providers>
      </StrictMode>,
    );
    // The queries the page asked for but could not run (effects do not run on the server): fetch them
    // and draw the page again with their answers.
    const waiting = wanted(client).filter((q) => q.state.status === 'pending');
    if (waiting.length === 0) break;
    await Promise.all(waiting.map((q) => q.fetch().catch(() => undefined)));
  }
  const queries = wanted(client);
  // An error drawn here would be drawn differently by the browser (the error is not sent along), and a
  // query still waiting would be fetched again at once: the browser draws those pages itself.
  if (queries.some((q) => q.state.status !== 'success')) return null;
  // `<` escaped: a product text holding `</script>` must not end the data block.
  const data = JSON.stringify(dehydrate(client)).replace(/</g, '\\u003c');
  client.clear();
  return { html, data, source: page.serverRender };
}
