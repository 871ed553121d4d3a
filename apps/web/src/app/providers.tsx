import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { TOAST_DURATION_MS } from '@toko/shared/constants';
import { type CSSProperties, lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { ApiError } from '../api/client.ts';
import { useToastPlacement } from '../lib/toast-area.ts';

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
  // Its own component: its hooks read the window, which a page rendered on the server has not got.
  return wanted ? <ToastArea /> : null;
}

function ToastArea() {
  const phone = usePhoneWidth();
  const { area, top, left } = useToastPlacement();
  // Toasts never sit over the header or a page's main button (ADR 021): on a phone they come in right
  // under the storefront's header, measured by its layout, clear of the buy bar and the
  // account bar at the bottom; the dashboard has no header and its first controls are at the top, so
  // there they come in at the bottom. From 768 px they stack in the bottom-right corner.
  const underHeader = { top: top + 8, left: 12, right: 12 };
  const atBottom = { bottom: 16, left: left + 12, right: 12 };
  return (
    <Suspense fallback={null}>
      <Toaster
        position={!phone ? 'bottom-right' : area === 'bottom' ? 'bottom-center' : 'top-center'}
        offset={!phone ? 24 : area === 'bottom' ? atBottom : underHeader}
        mobileOffset={area === 'bottom' ? atBottom : underHeader}
        richColors
        closeButton
        duration={TOAST_DURATION_MS}
        containerAriaLabel="Pemberitahuan"
        toastOptions={{ closeButtonAriaLabel: 'Tutup pemberitahuan' }}
        style={READABLE_TOAST_COLOURS}
      />
    </Suspense>
  );
}

// The toast library's rich colours put text at about 4.3:1 on its pale backgrounds, under the 4.5:1 that
// axe asks for; the same hues, darker, read at 5.7-6:1.
const READABLE_TOAST_COLOURS = {
  '--success-text': 'hsl(140, 100%, 22%)',
  '--info-text': 'hsl(210, 92%, 35%)',
  '--warning-text': 'hsl(31, 92%, 30%)',
  '--error-text': 'hsl(360, 100%, 38%)',
} as CSSProperties;

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
