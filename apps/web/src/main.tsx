import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createQueryClient, Providers } from './app/providers.tsx';
import { createRouter } from './app/router.tsx';
import './index.css';
import { installStaleChunkReload } from './lib/stale-chunks.ts';

installStaleChunkReload();

const router = createRouter();
const queryClient = createQueryClient();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers client={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
