import type { Arisan, SavingType } from '@toko/shared';
import { ARISAN_STATUS_LABEL, SAVING_TYPE_LABEL } from '@toko/shared/constants';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { actionsColumn, type Columns } from '../../../components/list-page/data-table.tsx';
import { ListPage } from '../../../components/list-page/list-page.tsx';
import { ListTable } from '../../../components/list-page/list-table.tsx';
import { SearchField, useSearchText } from '../../../components/list-page/search-field.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { type Chip, FilterChips } from '../../../components/ui/filter-chips.tsx';
import { formatCalendarDate, formatRupiah } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.tsx';
import { useListPage } from '../../../lib/use-list-page.ts';
import { useArisans } from '../api/arisans.ts';
import { ArisanFormDialog } from '../components/arisan-form.tsx';
import { STATUS_TONE } from '../labels.ts';

const TYPE_CHIPS: Chip<'' | SavingType>[] = [
  { value: '', label: 'Semua' },
  { value: 'daily', label: SAVING_TYPE_LABEL.daily },
  { value: 'weekly', label: SAVING_TYPE_LABEL.weekly },
  { value: 'monthly', label: SAVING_TYPE_LABEL.monthly },
];

const COLUMNS: Columns<Arisan> = [
  { header: 'ID', cellClassName: 'text-stone-500', cell: (a) => a.id },
  {
    header: 'Nama',
    cell: (a) => (
      <>
        <div className="font-medium">{a.name}</div>
        <div className="mt-1 flex flex-wrap gap-1">
          <Badge tone={STATUS_TONE[a.status]}>{ARISAN_STATUS_LABEL[a.status]}</Badge>
          {/* A group saving for a product (issue 14), not the spec's money pot. */}
          {a.kind === 'barang' ? <Badge tone="purple">Barang</Badge> : null}
        </div>
      </>
    ),
  },
  {
    header: 'Total Terkumpul',
    className: 'text-right',
    cellClassName: 'font-medium',
    cell: (a) => formatRupiah(a.total_saving),
  },
  {
    header: 'Durasi',
    cell: (a) => (
      <>
        {a.duration} putaran
        <div className="text-xs text-stone-500">{SAVING_TYPE_LABEL[a.saving_type]}</div>
      </>
    ),
  },
  { header: 'Kontribusi', className: 'text-right', cell: (a) => formatRupiah(a.contribution_amount) },
  { header: 'Member', className: 'text-right', cell: (a) => a.total_members },
  { header: 'Mulai', cell: (a) => formatCalendarDate(a.start_date, 'DD MMM YYYY') },
  { header: 'Selesai', cell: (a) => formatCalendarDate(a.end_date, 'DD MMM YYYY') },
  actionsColumn(
    (a) => (
      <Link
        to={`/dashboard/arisans/${a.id}`}
        className={buttonClass('outline', 'sm')}
        aria-label={`Details ${a.name}`}
      >
        Details
      </Link>
    ),
    { header: 'Aksi', hidden: true },
  ),
];

/** The arisan list (docs/product.md 2.8): search, type chips, table, paginator and 'Add Arisan'. */
export default function ArisansPage() {
  const { input, setInput, search } = useSearchText();
  const [savingType, setSavingType] = useState<'' | SavingType>('');
  const { page, setPage, settle } = useListPage(`${search}|${savingType}`);
  const [adding, setAdding] = useState(false);
  const { isAdmin } = useSession();
  const arisans = useArisans({ search: search || undefined, saving_type: savingType || undefined, page });
  settle(arisans.data, arisans.data?.data.length ?? 0);

  return (
    <ListPage
      title="Arisan"
      // Staff read the arisans and record payments; making one is the owner's (ADR 087).
      actions={
        isAdmin ? (
          <Button onClick={() => setAdding(true)}>
            <Plus className="size-4" aria-hidden />
            Add Arisan
          </Button>
        ) : null
      }
    >
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <SearchField label="Cari arisan" value={input} onChange={setInput} />
        <FilterChips label="Tipe arisan" chips={TYPE_CHIPS} value={savingType} onChange={setSavingType} />
      </div>
      <ListTable
        query={arisans}
        rows={(d) => d.data}
        rowKey={(a) => a.id}
        columns={COLUMNS}
        empty="No Arisans found."
        onPage={setPage}
      />
      <ArisanFormDialog open={adding} onClose={() => setAdding(false)} />
    </ListPage>
  );
}
