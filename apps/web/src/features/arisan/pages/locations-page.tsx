import { type Location, LocationBodySchema } from '@toko/shared';
import { Eye, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { actionsColumn, type Columns, numberColumn } from '../../../components/list-page/data-table.tsx';
import { ListPage } from '../../../components/list-page/list-page.tsx';
import { ListTable } from '../../../components/list-page/list-table.tsx';
import { AddNameForm, EditNameDialog } from '../../../components/list-page/name-forms.tsx';
import { QueryState } from '../../../components/list-page/query-state.tsx';
import { useConfirmAction } from '../../../components/list-page/use-confirm-action.ts';
import { buttonClass } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { IconButton } from '../../../components/ui/icon-button.tsx';
import { useListPage } from '../../../lib/use-list-page.ts';
import { useCreateLocation } from '../api/create-location.ts';
import { useDeleteLocation } from '../api/delete-location.ts';
import { useLocation } from '../api/location.ts';
import { useLocations } from '../api/locations.ts';
import { useUpdateLocation } from '../api/update-location.ts';

/** Locations (docs/product.md 2.8): add by name, list, view, edit in a dialog, delete. */
export default function LocationsPage() {
  const { page, setPage, settle } = useListPage('');
  const locations = useLocations({ page });
  settle(locations.data, locations.data?.data.length ?? 0);
  const create = useCreateLocation();
  const update = useUpdateLocation();
  const remove = useDeleteLocation();
  const [viewing, setViewing] = useState<number | null>(null);
  const [editing, setEditing] = useState<Location | null>(null);
  const deleting = useConfirmAction((l: Location) => remove.mutateAsync(l.id), {
    success: 'Lokasi berhasil dihapus',
    failure: 'Gagal menghapus lokasi',
  });
  const inUse = deleting.target !== null && deleting.target.member_count > 0;

  const columns: Columns<Location> = [
    numberColumn('hidden sm:table-cell'),
    {
      header: 'Nama',
      cell: (l) => (
        <>
          <div className="font-medium">{l.name}</div>
          <div className="text-xs text-stone-500 sm:hidden">{l.member_count} member</div>
        </>
      ),
    },
    { header: 'Member', className: 'hidden text-right sm:table-cell', cell: (l) => l.member_count },
    actionsColumn(
      (l) => (
        <>
          <IconButton label={`Lihat ${l.name}`} onClick={() => setViewing(l.id)}>
            <Eye className="size-4" aria-hidden />
          </IconButton>
          <IconButton label={`Ubah ${l.name}`} onClick={() => setEditing(l)}>
            <Pencil className="size-4" aria-hidden />
          </IconButton>
          <IconButton label={`Hapus ${l.name}`} tone="danger" onClick={() => deleting.ask(l)}>
            <Trash2 className="size-4" aria-hidden />
          </IconButton>
        </>
      ),
      { header: 'Aksi' },
    ),
  ];

  return (
    <ListPage title="Location">
      <AddNameForm
        schema={LocationBodySchema}
        label="Lokasi baru"
        placeholder="Nama lokasi"
        maxLength={100}
        submitLabel="Tambah Lokasi"
        ignoreBlank
        save={(body) => create.mutateAsync(body)}
        success="Lokasi berhasil ditambahkan"
        failure="Gagal menambahkan lokasi"
      />
      <ListTable
        query={locations}
        rows={(d) => d.data}
        rowKey={(l) => l.id}
        columns={columns}
        empty="No locations found."
        onPage={setPage}
      />
      <ViewLocationDialog id={viewing} onClose={() => setViewing(null)} />
      <EditNameDialog
        item={editing}
        schema={LocationBodySchema}
        title="Ubah Lokasi"
        label="Nama lokasi"
        maxLength={100}
        cancelLabel="Batal"
        submitLabel="Simpan"
        save={(body, l) => update.mutateAsync({ id: l.id, ...body })}
        success="Lokasi berhasil diperbarui"
        failure="Gagal memperbarui lokasi"
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        {...deleting.dialog}
        title="Hapus Lokasi"
        message={
          inUse
            ? `${deleting.target?.name} masih dipakai oleh ${deleting.target?.member_count} member. Pindahkan member ke lokasi lain sebelum menghapusnya.`
            : `Hapus lokasi ${deleting.target?.name ?? ''}?`
        }
        confirmLabel={inUse ? 'Masih dipakai member' : 'Hapus'}
        confirmDisabled={inUse}
      />
    </ListPage>
  );
}

function ViewLocationDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const location = useLocation(id);
  return (
    <Dialog open={id !== null} onClose={onClose} title="Detail Lokasi" size="sm">
      <QueryState query={location}>
        {(l) => (
          <div className="flex flex-col gap-4 text-sm">
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
              <dt className="text-stone-500">Nama</dt>
              <dd className="font-medium">{l.name}</dd>
              <dt className="text-stone-500">Jumlah member</dt>
              <dd>{l.member_count}</dd>
            </dl>
            <Link to="/dashboard/members" className={buttonClass('outline', 'sm', 'self-start')}>
              Lihat member
            </Link>
          </div>
        )}
      </QueryState>
    </Dialog>
  );
}
