import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { DashboardLayout } from '../features/admin/components/dashboard-layout.tsx';
import { RequireUser } from './guards.tsx';

// The dashboard is its own chunk (the router loads it lazily); each page splits further.
const OverviewPage = lazy(() => import('../features/admin/pages/overview-page.tsx'));
const CategoriesPage = lazy(() => import('../features/admin/pages/categories-page.tsx'));
const ProductsPage = lazy(() => import('../features/admin/pages/products-page.tsx'));
const ProductFormPage = lazy(() => import('../features/admin/pages/product-form-page.tsx'));
const UsersPage = lazy(() => import('../features/admin/pages/users-page.tsx'));
const OrdersPage = lazy(() => import('../features/admin/pages/orders-page.tsx'));
const ArisansPage = lazy(() => import('../features/arisan/pages/arisans-page.tsx'));
const ArisanDetailPage = lazy(() => import('../features/arisan/pages/arisan-detail-page.tsx'));
const MembersPage = lazy(() => import('../features/arisan/pages/members-page.tsx'));
const MemberDetailPage = lazy(() => import('../features/arisan/pages/member-detail-page.tsx'));
const LocationsPage = lazy(() => import('../features/arisan/pages/locations-page.tsx'));

/** Routes under /dashboard (spec 2.8); any other path goes back to the overview. */
export default function DashboardRoutes() {
  return (
    <Routes>
      <Route element={<RequireUser admin />}>
        <Route element={<DashboardLayout />}>
          <Route index element={<OverviewPage />} />
          <Route path="categories" element={<CategoriesPage />} />
          <Route path="products" element={<ProductsPage />} />
          {/* 'create' is a new product; anything else edits the product with that slug. */}
          <Route path="products/:slug" element={<ProductFormPage />} />
          <Route path="users" element={<UsersPage />} />
          <Route path="orders" element={<OrdersPage />} />
          <Route path="arisans" element={<ArisansPage />} />
          <Route path="arisans/:id" element={<ArisanDetailPage />} />
          <Route path="arisan" element={<Navigate to="/dashboard/arisans" replace />} />
          <Route path="members" element={<MembersPage />} />
          <Route path="members/:id" element={<MemberDetailPage />} />
          <Route path="locations" element={<LocationsPage />} />
          <Route path="*" element={<Navigate to="/dashboard" replace />} />
        </Route>
      </Route>
    </Routes>
  );
}
