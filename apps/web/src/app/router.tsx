import { createBrowserRouter, Navigate } from 'react-router';
import { Spinner } from '../components/ui/spinner.tsx';
import { RequireUser } from './guards.tsx';
import { RootLayout } from './layouts/root-layout.tsx';
import { StorefrontLayout } from './layouts/storefront-layout.tsx';
import { NotFoundPage } from './not-found.tsx';
import { RouteError } from './route-error.tsx';

// Every page is a lazy route: a first visit downloads only the storefront shell and that page, and the
// storefront never downloads the dashboard's code.
const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

export const routes = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <Spinner className="min-h-dvh" />,
    children: [
      // The whole dashboard (guarded inside) is one lazy chunk the storefront never loads.
      { path: 'dashboard/*', lazy: page(() => import('./dashboard-routes.tsx')) },
      {
        element: <StorefrontLayout />,
        children: [
          { index: true, lazy: page(() => import('../features/storefront/pages/home-page.tsx')) },
          { path: 'products', lazy: page(() => import('../features/storefront/pages/catalog-page.tsx')) },
          // Public: a member checks their arisan standing by passcode (no account).
          { path: 'arisan/cek', lazy: page(() => import('../features/arisan/pages/self-check-page.tsx')) },
          { path: ':category', lazy: page(() => import('../features/storefront/pages/catalog-page.tsx')) },
          {
            path: ':category/:slug',
            lazy: page(() => import('../features/storefront/pages/product-page.tsx')),
          },
          {
            element: <RequireUser />,
            children: [
              // The spec's placeholder path leads into the real checkout (address, then payment).
              { path: 'checkout', element: <Navigate to="/cart/address" replace /> },
              { path: 'cart/*', lazy: page(() => import('../features/cart/cart-area.tsx')) },
              { path: 'account/*', lazy: page(() => import('../features/account/account-area.tsx')) },
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

export const createRouter = () => createBrowserRouter(routes);
