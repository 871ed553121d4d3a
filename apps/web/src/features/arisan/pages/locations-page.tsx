import { type Location, LocationBodySchema } from '@toko/shared';
import { Eye, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { buttonClass } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { CancelButton, Form, FormActions, SubmitButton, useZodForm } from '../../../components/ui/form.tsx';
import { IconButton } from '../../../components/ui/icon-button.tsx';
import { Field } from '../../../components/ui/input.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { EmptyState, ErrorText } from '../../../components/ui/states.tsx';
import { Table, td, th } from '../../../components/ui/table.tsx';
import { toastFailure } from '../../../lib/notify.ts';
import { useCreateLocation } from '../api/create-location.ts';
import { useDeleteLocation } from '../api/delete-location.ts';
import { useLocation } from '../api/location.ts';
import { useLocations } from '../api/locations.ts';
import { useUpdateLocation } from '../api/update-location.ts';

/** Locations (spec 2.8): add by name, list, view, edit in a dialog, delete. */
export default function LocationsPage() {
  const [page, setPage] = useState(1);
  const locations = useLocations({ page });
  const remove = useDeleteLocation();
  const [viewing, setViewing] = useState<number | null>(null);
  const [editing, setEditing] = useState<Location | null>(null);
  const [deleting, setDeleting] = useState<Location | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success('Lokasi berhasil dihapus');
      setDeleting(null);
    } catch (err) {
      toastFailure('Gagal menghapus lokasi', err);
    }
  };

  const offset = locations.data
    ? (locations.data.pagination.currentPage - 1) * locations.data.pagination.limit
    : 0;

  return (
    <div className="flex flex-col gap-5 p-4 sm:p-6">
      <h1 className="text-2xl font-bold">Locations</h1>

      <AddLocationForm />

      {locations.isError ? (
        <ErrorText error={locations.error} />
      ) : !locations.data ? (
        <Spinner />
      ) : locations.data.data.length === 0 ? (
        <EmptyState>No locations found.</EmptyState>
      ) : (
        <>
          <Table>
            <thead>
              <tr>
                <th className={`${th} hidden w-12 sm:table-cell`}>No</th>
                <th className={th}>Nama</th>
                <th className={`${th} hidden text-right sm:table-cell`}>Member</th>
                <th className={`${th} text-right`}>Aksi</th>
              </tr>
            </thead>
            <tbody>
              {locations.data.data.map((l, i) => (
                <tr key={l.id}>
                  <td className={`${td} hidden text-stone-500 sm:table-cell`}>{offset + i + 1}</td>
                  <td className={td}>
                    <div className="font-medium">{l.name}</div>
                    <div className="text-xs text-stone-500 sm:hidden">{l.member_count} member</div>
                  </td>
                  <td className={`${td} hidden text-right sm:table-cell`}>{l.member_count}</td>
                  <td className={td}>
                    <div className="flex justify-end gap-1">
                      <IconButton label={`Lihat ${l.name}`} onClick={() => setViewing(l.id)}>
                        <Eye className="size-4" aria-hidden />
                      </IconButton>
                      <IconButton label={`Edit ${l.name}`} onClick={() => setEditing(l)}>
                        <Pencil className="size-4" aria-hidden />
                      </IconButton>
                      <IconButton label={`Hapus ${l.name}`} tone="danger" onClick={() => setDeleting(l)}>
                        <Trash2 className="size-4" aria-hidden />
                      </IconButton>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
          <Pagination
            currentPage={locations.data.pagination.currentPage}
            totalPages={locations.data.pagination.totalPages}
            onPageChange={setPage}
          />
        </>
      )}

      <ViewLocationDialog id={viewing} onClose={() => setViewing(null)} />
      <EditLocationDialog location={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title="Hapus Lokasi"
        message={
          deleting && deleting.member_count > 0
            ? `${deleting.name} masih dipakai oleh ${deleting.member_count} member. Pindahkan member ke lokasi lain sebelum menghapusnya.`
            : `Hapus lokasi ${deleting?.name ?? ''}?`
        }
        confirmLabel={deleting && deleting.member_count > 0 ? 'Masih dipakai member' : 'Hapus'}
        confirmDisabled={deleting !== null && deleting.member_count > 0}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}

function ViewLocationDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const location = useLocation(id);
  return (
    <Dialog open={id !== null} onClose={onClose} title="Detail Lokasi" size="sm">
      {location.isError ? (
        <ErrorText error={location.error} />
      ) : !location.data ? (
        <Spinner />
      ) : (
        <div className="flex flex-col gap-4 text-sm">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
            <dt className="text-stone-500">Nama</dt>
            <dd className="font-medium">{location.data.name}</dd>
            <dt className="text-stone-500">Jumlah member</dt>
            <dd>{location.data.member_count}</dd>
          </dl>
          <Link to="/dashboard/members" className={buttonClass('outline', 'sm', 'self-start')}>
            Lihat member
          </Link>
        </div>
      )}
    </Dialog>
  );
}

function EditLocationDialog({ location, onClose }: { location: Location | null; onClose: () => void }) {
  return (
    <Dialog open={location !== null} onClose={onClose} title="Edit Lokasi" size="sm">
      {location ? <EditLocationForm key={location.id} location={location} onClose={onClose} /> : null}
    </Dialog>
  );
}

function EditLocationForm({ location, onClose }: { location: Location; onClose: () => void }) {
  const update = useUpdateLocation();
  const form = useZodForm(LocationBodySchema, { name: location.name });
  return (
    <Form
      form={form}
      onSubmit={(body) => update.mutateAsync({ id: location.id, ...body })}
      success="Lokasi berhasil diperbarui"
      failure="Gagal memperbarui lokasi"
      onSuccess={onClose}
    >
      <Field
        label="Nama lokasi"
        maxLength={100}
        autoFocus
        {...form.register('name')}
        error={form.formState.errors.name?.message}
      />
      <FormActions>
        <CancelButton onClick={onClose}>Batal</CancelButton>
        <SubmitButton>Simpan</SubmitButton>
      </FormActions>
    </Form>
  );
}

/** 'Add Location': one name; spec 5 ignores the press while the trimmed name is empty. */
function AddLocationForm() {
  const create = useCreateLocation();
  const form = useZodForm(LocationBodySchema, { name: '' });
  return (
    <Form
      form={form}
      onSubmit={(body) => create.mutateAsync(body)}
      success="Lokasi berhasil ditambahkan"
      failure="Gagal menambahkan lokasi"
      onSuccess={() => form.reset({ name: '' })}
      className="flex flex-col gap-2 sm:flex-row sm:items-start"
    >
      <div className="flex-1 sm:max-w-sm">
        <Field
          label="Lokasi baru"
          placeholder="Nama lokasi"
          maxLength={100}
          {...form.register('name')}
          error={form.formState.errors.name?.message}
        />
      </div>
      <SubmitButton
        className="sm:mt-6"
        // Enter in the field clicks this button too, so both are ignored while the name is blank.
        onClick={(e) => {
          if (!form.getValues('name').trim()) e.preventDefault();
        }}
      >
        <Plus className="size-4" aria-hidden />
        Add Location
      </SubmitButton>
    </Form>
  );
}
