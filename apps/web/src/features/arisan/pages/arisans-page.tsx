import type { SavingType } from '@toko/shared';
import { ARISAN_STATUS_LABEL, SAVING_TYPE_LABEL } from '@toko/shared/constants';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { type Chip, FilterChips } from '../../../components/ui/filter-chips.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { EmptyState, ErrorText } from '../../../components/ui/states.tsx';
import { Table, td, th } from '../../../components/ui/table.tsx';
import { formatCalendarDate, formatRupiah } from '../../../lib/format.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useArisans } from '../api/arisans.ts';
import { AddArisanDialog } from '../components/add-arisan-dialog.tsx';
import { SearchInput } from '../components/search-input.tsx';
import { STATUS_TONE } from '../labels.ts';

const TYPE_CHIPS: Chip<'' | SavingType>[] = [
  { value: '', label: 'Semua' },
  { value: 'daily', label: SAVING_TYPE_LABEL.daily },
  { value: 'weekly', label: SAVING_TYPE_LABEL.weekly },
  { value: 'monthly', label: SAVING_TYPE_LABEL.monthly },
];

/** The arisan list (spec 2.8): search, type chips, table, paginator and 'Add Arisan'. */
export default function ArisansPage() {
  const [search, setSearch] = useState('');
  const [savingType, setSavingType] = useState<'' | SavingType>('');
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const debounced = useDebouncedValue(search.trim());
  const arisans = useArisans({ search: debounced || undefined, saving_type: savingType || undefined, page });

  return (
    <div className="flex flex-col gap-5 p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Arisan</h1>
        <Button onClick={() => setAdding(true)}>
          <Plus className="size-4" aria-hidden />
          Add Arisan
        </Button>
      </div>

      <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <SearchInput
          placeholder="Cari arisan"
          value={search}
          onChange={(v) => {
            setSearch(v);
            setPage(1);
          }}
        />
        <FilterChips
          label="Tipe arisan"
          chips={TYPE_CHIPS}
          value={savingType}
          onChange={(v) => {
            setSavingType(v);
            setPage(1);
          }}
        />
      </div>

      {arisans.isError ? (
        <ErrorText error={arisans.error} />
      ) : !arisans.data ? (
        <Spinner />
      ) : arisans.data.data.length === 0 ? (
        <EmptyState>No Arisans found.</EmptyState>
      ) : (
        <>
          <Table>
            <thead>
              <tr>
                <th className={th}>ID</th>
                <th className={th}>Nama</th>
                <th className={`${th} text-right`}>Total Terkumpul</th>
                <th className={th}>Durasi</th>
                <th className={`${th} text-right`}>Kontribusi</th>
                <th className={`${th} text-right`}>Member</th>
                <th className={th}>Mulai</th>
                <th className={th}>Selesai</th>
                {/* relative: keeps the visually hidden label inside the table's scroll box on a phone */}
                <th className={`${th} relative`}>
                  <span className="sr-only">Aksi</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {arisans.data.data.map((a) => (
                <tr key={a.id}>
                  <td className={`${td} text-stone-500`}>{a.id}</td>
                  <td className={td}>
                    <div className="font-medium">{a.name}</div>
                    <div className="mt-1 flex flex-wrap gap-1">
                      <Badge tone={STATUS_TONE[a.status]}>{ARISAN_STATUS_LABEL[a.status]}</Badge>
                      {/* A group saving for a product (issue 14), not the spec's money pot. */}
                      {a.kind === 'barang' ? <Badge tone="purple">Barang</Badge> : null}
                    </div>
                  </td>
                  <td className={`${td} text-right font-medium`}>{formatRupiah(a.total_saving)}</td>
                  <td className={td}>
                    {a.duration} putaran
                    <div className="text-xs text-stone-500">{SAVING_TYPE_LABEL[a.saving_type]}</div>
                  </td>
                  <td className={`${td} text-right`}>{formatRupiah(a.contribution_amount)}</td>
                  <td className={`${td} text-right`}>{a.total_members}</td>
                  <td className={td}>{formatCalendarDate(a.start_date, 'DD MMM YYYY')}</td>
                  <td className={td}>{formatCalendarDate(a.end_date, 'DD MMM YYYY')}</td>
                  <td className={`${td} text-right`}>
                    <Link
                      to={`/dashboard/arisans/${a.id}`}
                      className={buttonClass('outline', 'sm')}
                      aria-label={`Details ${a.name}`}
                    >
                      Details
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
          <Pagination
            currentPage={arisans.data.pagination.currentPage}
            totalPages={arisans.data.pagination.totalPages}
            onPageChange={setPage}
          />
        </>
      )}

      <AddArisanDialog open={adding} onClose={() => setAdding(false)} />
    </div>
  );
}
