import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { FilterChips } from '../../../components/ui/filter-chips.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { EmptyState, ErrorText } from '../../../components/ui/states.tsx';
import { Table, td, th } from '../../../components/ui/table.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useLocations } from '../api/locations.ts';
import { useMembers } from '../api/members.ts';
import { MemberFormDialog } from '../components/member-form-dialog.tsx';
import { SearchInput } from '../components/search-input.tsx';
import { displayPhone } from '../reminder.ts';

/** The member list (spec 2.8): search, location chips, table and the add-member dialog. */
export default function MembersPage() {
  const [search, setSearch] = useState('');
  const [locationId, setLocationId] = useState('');
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const debounced = useDebouncedValue(search.trim());
  const locations = useLocations({ limit: 100 });
  const members = useMembers({
    search: debounced || undefined,
    location_id: locationId ? Number(locationId) : undefined,
    page,
  });
  const chips = [
    { value: '', label: 'Semua' },
    ...(locations.data?.data.map((l) => ({ value: String(l.id), label: l.name })) ?? []),
  ];

  return (
    <div className="flex flex-col gap-5 p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Members</h1>
        <Button onClick={() => setAdding(true)}>
          <Plus className="size-4" aria-hidden />
          Add Member
        </Button>
      </div>

      <SearchInput
        placeholder="Cari member"
        value={search}
        onChange={(v) => {
          setSearch(v);
          setPage(1);
        }}
      />
      <FilterChips
        label="Lokasi"
        chips={chips}
        value={locationId}
        onChange={(v) => {
          setLocationId(v);
          setPage(1);
        }}
      />

      {members.isError ? (
        <ErrorText error={members.error} />
      ) : !members.data ? (
        <Spinner />
      ) : members.data.data.length === 0 ? (
        <EmptyState>No Members found.</EmptyState>
      ) : (
        <>
          <Table>
            <thead>
              <tr>
                <th className={th}>ID</th>
                <th className={th}>Nama</th>
                <th className={th}>Passcode</th>
                <th className={th}>Telepon</th>
                <th className={th}>Lokasi</th>
                <th className={th}>Alamat</th>
                <th className={`${th} text-right`}>Arisan</th>
                {/* relative: keeps the visually hidden label inside the table's scroll box on a phone */}
                <th className={`${th} relative`}>
                  <span className="sr-only">Aksi</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {members.data.data.map((m) => (
                <tr key={m.id}>
                  <td className={`${td} text-stone-500`}>{m.id}</td>
                  <td className={`${td} font-medium`}>{m.name}</td>
                  <td className={`${td} font-mono text-xs`}>{m.passcode}</td>
                  <td className={td}>{displayPhone(m.phone)}</td>
                  <td className={td}>{m.location?.name ?? '-'}</td>
                  <td className={`${td} max-w-56 truncate`} title={m.address ?? undefined}>
                    {m.address ?? '-'}
                  </td>
                  <td className={`${td} text-right`}>{m.arisan_count}</td>
                  <td className={`${td} text-right`}>
                    <Link
                      to={`/dashboard/members/${m.id}`}
                      className={buttonClass('outline', 'sm')}
                      aria-label={`Detail ${m.name}`}
                    >
                      Detail
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
          <Pagination
            currentPage={members.data.pagination.currentPage}
            totalPages={members.data.pagination.totalPages}
            onPageChange={setPage}
          />
        </>
      )}

      <MemberFormDialog open={adding} onClose={() => setAdding(false)} />
    </div>
  );
}
