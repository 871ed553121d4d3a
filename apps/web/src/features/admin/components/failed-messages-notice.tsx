import { Link } from 'react-router';

/** On the overview: messages the sender gave up on (ADR 065), with the way to their errors. */
export function FailedMessagesNotice({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <p className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
      <span>
        <strong>{count} pesan gagal terkirim</strong> ke pelanggan setelah beberapa kali dicoba.
      </span>
      <Link to="/dashboard/pesan-keluar" className="font-medium text-red-900 underline">
        Lihat Pesan Keluar
      </Link>
    </p>
  );
}
