import {
  OUTBOX_KIND_LABEL,
  OUTBOX_STATUS_LABEL,
  OUTBOX_STATUSES,
  type OutboxKind,
  type OutboxMessage,
  type OutboxStatus,
} from '@toko/shared';
import { useState } from 'react';
import { type Columns, numberColumn } from '../../../components/list-page/data-table.tsx';
import { ListPage } from '../../../components/list-page/list-page.tsx';
import { ListTable } from '../../../components/list-page/list-table.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { FilterChips } from '../../../components/ui/filter-chips.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useListPage } from '../../../lib/use-list-page.ts';
import { useOutbox } from '../api/outbox.ts';

const TONE: Record<OutboxStatus, 'gray' | 'green' | 'red'> = {
  pending: 'gray',
  sent: 'green',
  failed: 'red',
};

const kindLabel = (kind: string) => OUTBOX_KIND_LABEL[kind as OutboxKind] ?? kind;

/** The text of a message, folded: long, and only read when the owner wants to see what was sent. */
function MessageText({ m }: { m: OutboxMessage }) {
  if (m.text === null) return <span className="text-stone-500">Isi disembunyikan (tautan pribadi)</span>;
  return (
    <details>
      <summary className="cursor-pointer text-brand-700">Lihat isi</summary>
      <pre className="mt-2 max-w-md whitespace-pre-wrap font-sans text-xs text-stone-700">{m.text}</pre>
    </details>
  );
}

const COLUMNS: Columns<OutboxMessage> = [
  numberColumn(),
  {
    header: 'Dibuat',
    cellClassName: 'whitespace-nowrap',
    cell: (m) => formatDate(m.created_at, 'DD MMM YYYY - HH:mm'),
  },
  {
    header: 'Pesan',
    cellClassName: 'min-w-56 max-w-md',
    cell: (m) => (
      <div className="flex flex-col gap-0.5">
        <span className="text-xs text-stone-500">{kindLabel(m.kind)}</span>
        <span className="font-medium break-words">{m.subject}</span>
        <span className="text-xs break-all text-stone-600">{m.recipient}</span>
      </div>
    ),
  },
  {
    header: 'Status',
    cellClassName: 'min-w-40 max-w-xs',
    cell: (m) => (
      <div className="flex flex-col items-start gap-1">
        <Badge tone={TONE[m.status]}>{OUTBOX_STATUS_LABEL[m.status]}</Badge>
        <span className="text-xs text-stone-600">{m.attempts} kali dicoba</span>
        {m.last_error ? <span className="text-xs break-words text-red-700">{m.last_error}</span> : null}
      </div>
    ),
  },
  { header: 'Isi', cell: (m) => <MessageText m={m} /> },
];

/**
 * 'Pesan Keluar' (docs/decisions/064-outbox-channels.md): every message the shop sent or is about to
 * send, with its status, tries and last error. Without SMTP_URL messages wait here for the owner to read.
 */
export default function OutboxPage() {
  const [status, setStatus] = useState<OutboxStatus | ''>('');
  const { page, setPage, settle } = useListPage(status);
  const outbox = useOutbox({ page, status: status || undefined });
  settle(outbox.data, outbox.data?.data.length ?? 0);

  return (
    <ListPage
      title="Pesan Keluar"
      intro={
        outbox.data && !outbox.data.email_configured
          ? 'Email belum diatur (SMTP_URL kosong): pesan menunggu di sini dan belum dikirim ke pelanggan.'
          : 'Email yang dikirim toko ke pelanggan, dengan status dan percobaan pengirimannya.'
      }
    >
      <FilterChips
        label="Status pesan"
        chips={[
          { value: '', label: 'Semua' },
          ...OUTBOX_STATUSES.map((s) => ({ value: s, label: OUTBOX_STATUS_LABEL[s] })),
        ]}
        value={status}
        onChange={setStatus}
      />
      <ListTable
        query={outbox}
        rows={(d) => d.data}
        rowKey={(m) => m.id}
        columns={COLUMNS}
        empty="Belum ada pesan"
        onPage={setPage}
      />
    </ListPage>
  );
}
