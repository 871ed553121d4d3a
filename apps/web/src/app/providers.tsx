import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { TOAST_DURATION_MS } from '@toko/shared/constants';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { ApiError } from '../api/client.ts';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Client errors (404, 403...) will not change on a retry; network blips might.
        retry: (count, err) =>
          !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 2,
      },
    },
  });
}

export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      {children}
      <Toaster position="top-center" richColors closeButton duration={TOAST_DURATION_MS} />
    </QueryClientProvider>
  );
}
