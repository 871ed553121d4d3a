import type { UserNotification } from '@toko/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useMarkNotificationsRead, useNotifications } from '../api/notifications/notifications.ts';
import { formatDate } from '../lib/format.ts';
import { BellIcon } from './ui/line-icons.tsx';

function Item({ n, onOpen }: { n: UserNotification; onOpen: () => void }) {
  return (
    <li>
      <Link
        to={n.path}
        onClick={onOpen}
        className={`flex flex-col gap-0.5 px-4 py-3 text-sm hover:bg-stone-50 ${n.read_at ? '' : 'bg-brand-50/60'}`}
      >
        <span className="flex items-center justify-between gap-2">
          <span className={n.read_at ? 'font-medium text-stone-800' : 'font-semibold text-stone-900'}>
            {n.title}
          </span>
          {n.read_at ? null : (
            <span className="flex items-center">
              <span className="size-2 shrink-0 rounded-full bg-brand-600" aria-hidden />
              <span className="sr-only">Belum dibaca</span>
            </span>
          )}
        </span>
        <span className="text-stone-600">{n.body}</span>
        <span className="text-xs text-stone-500">{formatDate(n.created_at, 'DD MMM YYYY - HH:mm')}</span>
      </Link>
    </li>
  );
}

/**
 * 'Notifikasi' in the header for a signed-in customer: the same events as the shop's emails, the unread
 * count on the bell, each one opening its page and marked read, or all at once.
 */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const boxRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const list = useNotifications(true);
  const mark = useMarkNotificationsRead();
  const unread = list.data?.unread ?? 0;

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (boxRef.current && !boxRef.current.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div ref={boxRef} className="relative">
      <button
        type="button"
        className="relative rounded-lg p-2 text-stone-700 hover:bg-stone-100"
        aria-label={unread > 0 ? `Notifikasi, ${unread} belum dibaca` : 'Notifikasi'}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <BellIcon className="size-6" />
        {unread > 0 ? (
          <span className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-xs font-semibold text-white">
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </button>
      {open ? (
        <section
          id={panelId}
          aria-label="Notifikasi"
          className="fixed inset-x-4 top-16 z-40 overflow-hidden rounded-xl border border-stone-200 bg-white shadow-lg sm:absolute sm:inset-x-auto sm:top-auto sm:right-0 sm:mt-2 sm:w-80"
        >
          <div className="flex items-center justify-between border-b border-stone-100 px-4 py-3">
            <h2 className="font-semibold">Notifikasi</h2>
            {unread > 0 ? (
              <button
                type="button"
                className="text-sm font-medium text-brand-700 hover:underline"
                onClick={() => mark.mutate({})}
              >
                Tandai semua dibaca
              </button>
            ) : null}
          </div>
          {list.data && list.data.data.length > 0 ? (
            <ul className="max-h-96 divide-y divide-stone-100 overflow-y-auto">
              {list.data.data.map((n) => (
                <Item
                  key={n.id}
                  n={n}
                  onOpen={() => {
                    setOpen(false);
                    if (!n.read_at) mark.mutate({ ids: [n.id] });
                  }}
                />
              ))}
            </ul>
          ) : (
            <p className="px-4 py-6 text-center text-sm text-stone-500">Belum ada notifikasi</p>
          )}
        </section>
      ) : null}
    </div>
  );
}
