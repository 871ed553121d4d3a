import { Navigate, Route, Routes } from 'react-router';
import { AccountNav } from './components/account-nav.tsx';
import { AddressesPage } from './pages/addresses-page.tsx';
import { FaqPage } from './pages/faq-page.tsx';
import { ProfilePage } from './pages/profile-page.tsx';
import { TransactionDetailPage } from './pages/transaction-detail-page.tsx';
import { TransactionsPage } from './pages/transactions-page.tsx';

/** The account area /account/* (spec 2.7): the menu beside (or, on phones, below) the page. */
export default function AccountArea() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8 md:pb-10">
      <div className="md:grid md:grid-cols-[13rem_1fr] md:items-start md:gap-8">
        <AccountNav />
        <div className="min-w-0">
          <Routes>
            <Route index element={<ProfilePage />} />
            <Route path="transactions" element={<TransactionsPage />} />
            <Route path="transactions/:id" element={<TransactionDetailPage />} />
            <Route path="addresses" element={<AddressesPage />} />
            <Route path="faq" element={<FaqPage />} />
            <Route path="*" element={<Navigate to="/account" replace />} />
          </Routes>
        </div>
      </div>
    </div>
  );
}
