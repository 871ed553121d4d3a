import { LogOut } from 'lucide-react';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useSession } from '../../../lib/session.tsx';

/** The admin shell: a fixed narrow sidebar of icon links and the page beside it (spec 2.8). */
export function DashboardLayout() {
  const session = useSession();
  return (
    <div className="min-h-dvh bg-stone-50">
      <aside className="fixed inset-y-0 left-0 z-20 flex w-16 flex-col items-center gap-2 border-r border-stone-200 bg-white py-4">
        <button
          type="button"
          onClick={session.signOut}
          className="mt-auto rounded-lg p-2 text-stone-600 hover:bg-stone-100"
          aria-label="Logout"
          title="Logout"
        >
          <LogOut className="size-5" aria-hidden />
        </button>
      </aside>
      <main className="pl-16">
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
