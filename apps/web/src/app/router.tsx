import { createBrowserRouter, matchRoutes, Navigate, type RouteObject } from 'react-router';
import { Spinner } from '../components/ui/spinner.tsx';
import { nextTask } from '../lib/next-task.ts';
import { dashboardRoutes } from './dashboard-routes.tsx';
import { RequireUser } from './guards.tsx';
import { RootLayout } from './layouts/root-layout.tsx';
import { StorefrontLayout } from './layouts/storefront-layout.tsx';
import { lazyPage } from './lazy.ts';
import { NotFoundPage } from './not-found.tsx';
import { RouteError } from './route-error.tsx';

// Pages load lazily (app/lazy.ts). The cart's steps share one chunk with its layout.
const cartArea = () => import('../features/cart/cart-area.tsx');

/**
 * A storefront page the server renders to HTML (entry-server.tsx, ADR 041); `serverRender` is its module
 * under src/, the same one its `lazy` imports, so the server can preload that chunk with the page.
 */
export interface ServerPage {
  serverRender: string;
}
const serverPage = (source: string): { handle: ServerPage } => ({ handle: { serverRender: source } });

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <Spinner className="min-h-dvh" />,
    children: [
      dashboardRoutes,
      // The printable invoice stands alone, without the storefront's header and footer.
      {
        element: <RequireUser />,
        children: [
          {
            path: 'account/transactions/:id/invoice',
            lazy: lazyPage(() => import('../features/invoice/pages/invoice-page.tsx')),
          },
        ],
      },
      {
        element: <StorefrontLayout />,
        children: [
          {
            index: true,
            lazy: lazyPage(() => import('../features/storefront/pages/home-page.tsx')),
            ...serverPage('features/storefront/pages/home-page.tsx'),
          },
          {
            path: 'products',
            lazy: lazyPage(() => import('../features/storefront/pages/catalog-page.tsx')),
            ...serverPage('features/storefront/pages/catalog-page.tsx'),
          },
          // Public: the page a mailed password reset link opens.
          {
            path: 'reset-password',
            lazy: lazyPage(() => import('../features/auth/pages/reset-password-page.tsx')),
          },
          // Public: a member checks their arisan standing by passcode (no account).
          {
            path: 'arisan/cek',
            lazy: lazyPage(() => import('../features/arisan/pages/self-check-page.tsx')),
          },
          {
            path: ':category',
            lazy: lazyPage(() => import('../features/storefront/pages/catalog-page.tsx')),
            ...serverPage('features/storefront/pages/catalog-page.tsx'),
          },
          {
            path: ':category/:slug',
            lazy: lazyPage(() => import('../features/storefront/pages/product-page.tsx')),
            ...serverPage('features/storefront/pages/product-page.tsx'),
          },
          {
            element: <RequireUser />,
            children: [
              // The spec's placeholder path leads into the real checkout (address, then payment).
              { path: 'checkout', element: <Navigate to="/cart/address" replace /> },
              {
                path: 'cart',
                lazy: lazyPage(cartArea, 'CartLayout'),
                children: [
                  { index: true, lazy: lazyPage(cartArea, 'CartStep') },
                  { path: 'address', lazy: lazyPage(cartArea, 'AddressStep') },
                  {
                    path: 'order-payment/:orderNumber',
                    lazy: lazyPage(() => import('../features/cart/pages/payment-page.tsx'), 'PaymentPage'),
                  },
                  {
                    path: 'confirmation',
                    lazy: lazyPage(
                      () => import('../features/cart/pages/confirmation-page.tsx'),
                      'ConfirmationPage',
                    ),
                  },
                  { path: '*', element: <Navigate to="/cart" replace /> },
                ],
              },
              {
                path: 'account',
                lazy: lazyPage(() => import('../features/account/account-area.tsx'), 'AccountLayout'),
                children: [
                  {
                    index: true,
                    lazy: lazyPage(() => import('../features/account/pages/profile-page.tsx'), 'ProfilePage'),
                  },
                  {
                    path: 'transactions',
                    lazy: lazyPage(
                      () => import('../features/account/pages/transactions-page.tsx'),
                      'TransactionsPage',
                    ),
                  },
                  {
                    path: 'transactions/:id',
                    lazy: lazyPage(
                      () => import('../features/account/pages/transaction-detail-page.tsx'),
                      'TransactionDetailPage',
                    ),
                  },
                  {
                    path: 'arisan',
                    lazy: lazyPage(() => import('../features/account/pages/arisan-page.tsx'), 'ArisanPage'),
                  },
                  {
                    path: 'addresses',
                    lazy: lazyPage(
                      () => import('../features/account/pages/addresses-page.tsx'),
                      'AddressesPage',
                    ),
                  },
                  {
                    path: 'favorites',
                    lazy: lazyPage(
                      () => import('../features/account/pages/favorites-page.tsx'),
                      'FavoritesPage',
                    ),
                  },
                  {
                    path: 'faq',
                    lazy: lazyPage(() => import('../features/account/pages/faq-page.tsx'), 'FaqPage'),
                  },
                  { path: '*', element: <Navigate to="/account" replace /> },
                ],
              },
            ],
          },
          // Old paths of the spec (2.1) that lead home.
          { path: 'orders', element: <Navigate to="/" replace /> },
          { path: 'profile', element: <Navigate to="/" replace /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/**
 * The router of the browser. A page the server rendered is hydrated: its lazy route modules are loaded
 * first, so the first render draws the page (as the server did) rather than the loading fallback.
 */
export async function createRouter(hydrating: boolean) {
  if (hydrating) {
    const lazyMatches = matchRoutes(routes, window.location)?.filter((m) => m.route.lazy) ?? [];
    await Promise.all(
      lazyMatches.map(async ({ route }) => {
        const loaded = await (route.lazy as () => Promise<Partial<RouteObject>>)();
        Object.assign(route, { ...loaded, lazy: undefined });
      }),
    );
    // The page's modules ran in this task; the router's own start (ranking every route) gets the next.
    await nextTask();
  }
  return createBrowserRouter(routes);
}
