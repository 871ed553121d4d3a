import { hydrate } from '@tanstack/react-query';
import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createQueryClient, Providers } from './app/providers.tsx';
import { createRouter } from './app/router.tsx';
import './index.css';
import { readStoredToken } from './lib/auth-storage.ts';
import { holdEarlyTap, replayEarlyTap } from './lib/early-tap.ts';
import { hydrateInParts } from './lib/hydrate-later.tsx';
import { nextTask } from './lib/next-task.ts';
import { installStaleChunkReload } from './lib/stale-chunks.ts';

installStaleChunkReload();

const queryClient = createQueryClient();
const container = document.getElementById('root')!;
// A storefront page the server drew (ADR 041) comes with the answers it was drawn from.
const served = document.getElementById('page-data');
if (served?.textContent) hydrate(queryClient, JSON.parse(served.textContent));
// The server draws every page as a visitor sees it; a logged-in customer's page (header, cart count)
// differs, so it is drawn afresh here, as every page was before.
const hydrating = Boolean(served) && readStoredToken() === null;
// The app's start steps are tasks of their own: a tap or a frame waits for one step, never for the
// whole start (ADR 095).
await nextTask();
const router = await createRouter(hydrating);
await nextTask();

/** Resolves once every part of a drawn page is hydrated (ADR 096). */
let drawn = Promise.resolve();

/** Runs once the app is drawn (its effects run after its whole tree committed, and its parts). */
function ReplayEarlyTap() {
  useEffect(() => {
    // Whatever happened to the parts, taps are the app's again afterwards.
    void drawn.finally(() => replayEarlyTap());
  }, []);
  return null;
}

const app = (
  <StrictMode>
    <Providers client={queryClient}>
      <RouterProvider router={router} />
      <ReplayEarlyTap />
    </Providers>
  </StrictMode>
);
holdEarlyTap();
// Preact takes the drawn page over in one pass (it has no transitions, ADR 094), except the parts that
// wait for tasks of their own (ADR 096).
if (hydrating) drawn = hydrateInParts(() => hydrateRoot(container, app));
else createRoot(container).render(app);
