import type { Member } from '@toko/shared';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { actionsColumn, type Columns } from '../../../components/list-page/data-table.tsx';
import { ListPage } from '../../../components/list-page/list-page.tsx';
import { ListTable } from '../../../components/list-page/list-table.tsx';
import { SearchField, useSearchText } from '../../../components/list-page/search-field.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { FilterChips } from '../../../components/ui/filter-chips.tsx';
import { useSession } from '../../../lib/session.tsx';
import { useListPage } from '../../../lib/use-list-page.ts';
import { useLocations } from '../api/locations.ts';
import { useMembers } from '../api/members.ts';
import { MemberFormDialog } from '../components/member-form-dialog.tsx';
import { displayPhone } from '../reminder.ts';

const COLUMNS: Columns<Member> = [
  { header: 'ID', cellClassName: 'text-stone-500', cell: (m) => m.id },
  { header: 'Nama', cellClassName: 'font-medium', cell: (m) => m.name },
  { header: 'Passcode', cellClassName: 'font-mono text-xs', cell: (m) => m.passcode },
  { header: 'Telepon', cell: (m) => displayPhone(m.phone) },
  { header: 'Lokasi', cell: (m) => m.location?.name ?? '-' },
  {
    header: 'Alamat',
    cellClassName: 'max-w-56 truncate',
    cell: (m) => <span title={m.address ?? undefined}>{m.address ?? '-'}</span>,
  },
  { header: 'Arisan', className: 'text-right', cell: (m) => m.arisan_count },
  actionsColumn(
    (m) => (
      <Link
        to={`/dashboard/members/${m.id}`}
        className={buttonClass('outline', 'sm')}
        aria-label={`Detail ${m.name}`}
      >
        Detail
      </Link>
    ),
    { header: 'Aksi', hidden: true },
  ),
];

/** The member list (docs/product.md 2.8): search, location chips, table and the add-member dialog. */
export default function MembersPage() {
  const { isAdmin } = useSession();
  const { input, setInput, search } = useSearchText();
  const [locationId, setLocationId] = useState('');
  const { page, setPage, settle } = useListPage(`${search}|${locationId}`);
  const [adding, setAdding] = useState(false);
  const locations = useLocations({ limit: 100 });
  const members = useMembers({
    search: search || undefined,
    location_id: locationId ? Number(locationId) : undefined,
    page,
  });
  settle(members.data, members.data?.data.length ?? 0);
  const chips = [
    { value: '', label: 'Semua' },
    ...(locations.data?.data.map((l) => ({ value: String(l.id), label: l.name })) ?? []),
  ];

  return (
    <ListPage
      title="Members"
      // Staff look members up; adding one is the owner's (ADR 087).
      actions={
        isAdmin ? (
          <Button onClick={() => setAdding(true)}>
            <Plus className="size-4" aria-hidden />
            Tambah Member
          </Button>
        ) : null
      }
    >
      <SearchField label="Cari member" value={input} onChange={setInput} />
      <FilterChips label="Lokasi" chips={chips} value={locationId} onChange={setLocationId} />
      <ListTable
        query={members}
        rows={(d) => d.data}
        rowKey={(m) => m.id}
        columns={COLUMNS}
        empty="No Members found."
        onPage={setPage}
      />
      <MemberFormDialog open={adding} onClose={() => setAdding(false)} />
    </ListPage>
  );
}
