import { Navigate, type RouteObject } from 'react-router';
import { RequireUser } from './guards.tsx';
import { lazyPage } from './lazy.ts';

/**
 * Routes under /dashboard (docs/product.md 2.8), admins only. The layout and every page are lazy chunks the
 * storefront never loads; any other path goes back to the overview.
 */
export const dashboardRoutes: RouteObject = {
  path: 'dashboard',
  element: <RequireUser admin />,
  children: [
    // The printable report stands outside the dashboard layout: no app chrome on paper.
    {
      path: 'arisans/:id/laporan',
      lazy: lazyPage(() => import('../features/arisan/pages/arisan-report-page.tsx')),
    },
    // The printable invoice, outside the dashboard's chrome (the page is the shopper's too).
    {
      path: 'orders/:id/invoice',
      lazy: lazyPage(() => import('../features/invoice/pages/invoice-page.tsx')),
    },
    // The owner's selection printed together (ADR 088), outside the chrome too. Static paths, so they
    // outrank the layout's catch-all and any 'orders/:id' route.
    {
      path: 'orders/slips',
      lazy: lazyPage(() => import('../features/admin/pages/packing-slips-page.tsx')),
    },
    {
      path: 'orders/invoices',
      lazy: lazyPage(() => import('../features/invoice/pages/invoices-page.tsx')),
    },
    {
      lazy: lazyPage(() => import('../features/admin/components/dashboard-layout.tsx'), 'DashboardLayout'),
      children: [
        { index: true, lazy: lazyPage(() => import('../features/admin/pages/overview-page.tsx')) },
        { path: 'categories', lazy: lazyPage(() => import('../features/admin/pages/categories-page.tsx')) },
        { path: 'products', lazy: lazyPage(() => import('../features/admin/pages/products-page.tsx')) },
        // 'create' is a new product; anything else edits the product with that slug.
        {
          path: 'products/:slug',
          lazy: lazyPage(() => import('../features/admin/pages/product-form-page.tsx')),
        },
        { path: 'users', lazy: lazyPage(() => import('../features/admin/pages/users-page.tsx')) },
        { path: 'users/:id', lazy: lazyPage(() => import('../features/admin/pages/customer-page.tsx')) },
        { path: 'orders', lazy: lazyPage(() => import('../features/admin/pages/orders-page.tsx')) },
        {
          path: 'orders/impor-mutasi',
          lazy: lazyPage(() => import('../features/admin/pages/statement-import-page.tsx')),
        },
        { path: 'arisans', lazy: lazyPage(() => import('../features/arisan/pages/arisans-page.tsx')) },
        {
          path: 'arisans/:id',
          lazy: lazyPage(() => import('../features/arisan/pages/arisan-detail-page.tsx')),
        },
        { path: 'arisan', element: <Navigate to="/dashboard/arisans" replace /> },
        {
          path: 'verifikasi-iuran',
          lazy: lazyPage(() => import('../features/arisan/pages/transfers-page.tsx')),
        },
        { path: 'members', lazy: lazyPage(() => import('../features/arisan/pages/members-page.tsx')) },
        {
          path: 'members/:id',
          lazy: lazyPage(() => import('../features/arisan/pages/member-detail-page.tsx')),
        },
        { path: 'pesan-keluar', lazy: lazyPage(() => import('../features/admin/pages/outbox-page.tsx')) },
        { path: 'settings', lazy: lazyPage(() => import('../features/admin/pages/settings-page.tsx')) },
        { path: 'vouchers', lazy: lazyPage(() => import('../features/admin/pages/vouchers-page.tsx')) },
        { path: 'reviews', lazy: lazyPage(() => import('../features/admin/pages/reviews-page.tsx')) },
        { path: 'returns', lazy: lazyPage(() => import('../features/admin/pages/returns-page.tsx')) },
        { path: 'locations', lazy: lazyPage(() => import('../features/arisan/pages/locations-page.tsx')) },
        { path: '*', element: <Navigate to="/dashboard" replace /> },
      ],
    },
  ],
};
