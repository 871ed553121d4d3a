import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { TOAST_DURATION_MS } from '@toko/shared/constants';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
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

const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/**
 * The toast area, loaded at the visitor's first tap or key press rather than with the first page: every
 * toast in the shop answers something the user did, and sonner shows toasts made before it mounted.
 */
function DeferredToaster() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return;
    const events = ['pointerdown', 'keydown', 'touchstart'] as const;
    const want = () => setWanted(true);
    for (const e of events) window.addEventListener(e, want, { capture: true, passive: true, once: true });
    return () => {
      for (const e of events) window.removeEventListener(e, want, { capture: true });
    };
  }, [wanted]);
  const phone = usePhoneWidth();
  if (!wanted) return null;
  // Toasts never sit over the header or a page's main button: on a phone they come in under the header
  // (which there holds the search row too), clear of the buy bar and the account bar at the bottom;
  // from 768 px they stack in the bottom-right corner, away from the header and the content column.
  return (
    <Suspense fallback={null}>
      <Toaster
        position={phone ? 'top-center' : 'bottom-right'}
        offset={phone ? { top: PHONE_HEADER_PX + 8 } : 24}
        mobileOffset={{ top: PHONE_HEADER_PX + 8, left: 12, right: 12 }}
        richColors
        closeButton
        duration={TOAST_DURATION_MS}
      />
    </Suspense>
  );
}

/** The storefront header's height under 768 px: the logo row and the search row. */
const PHONE_HEADER_PX = 113;
const PHONE_QUERY = '(max-width: 767px)';

function usePhoneWidth(): boolean {
  const [phone, setPhone] = useState(() => window.matchMedia?.(PHONE_QUERY).matches ?? false);
  useEffect(() => {
    const media = window.matchMedia?.(PHONE_QUERY);
    if (!media) return;
    const change = () => setPhone(media.matches);
    media.addEventListener('change', change);
    return () => media.removeEventListener('change', change);
  }, []);
  return phone;
}

export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      {children}
      <DeferredToaster />
    </QueryClientProvider>
  );
}
