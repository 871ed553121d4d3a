import type { Arisan } from '@toko/shared';
import { ARISAN_STATUS_LABEL, SAVING_TYPE_LABEL } from '@toko/shared/constants';
import { Pencil, Play, Printer, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { BackLink } from '../../../components/list-page/detail-state.tsx';
import { useConfirmAction } from '../../../components/list-page/use-confirm-action.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.tsx';
import { useDeleteArisan } from '../api/delete-arisan.ts';
import { useInitializeContributions } from '../api/initialize-contributions.ts';
import { STATUS_TONE } from '../labels.ts';
import { ArisanFormDialog } from './arisan-form.tsx';

export const BackToArisans = () => <BackLink to="/dashboard/arisans">Arisan</BackLink>;

/**
 * The arisan's name and badges, its actions (print, start, edit, delete) and a note when it is archived
 * (read only) or not started yet.
 */
export function ArisanHeader({ arisan }: { arisan: Arisan }) {
  const readOnly = arisan.archived_at !== null;
  const [editing, setEditing] = useState(false);
  const actions = useArisanActions();
  const { isAdmin } = useSession();
  return (
    <div>
      <BackToArisans />
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold break-words">{arisan.name}</h1>
          <div className="mt-1 flex flex-wrap gap-2">
            <Badge tone={STATUS_TONE[arisan.status]}>{ARISAN_STATUS_LABEL[arisan.status]}</Badge>
            <Badge tone="brand">{SAVING_TYPE_LABEL[arisan.saving_type]}</Badge>
            {readOnly ? <Badge tone="red">Diarsipkan</Badge> : null}
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to={`/dashboard/arisans/${arisan.id}/laporan`} className={buttonClass('outline')}>
            <Printer className="size-4" aria-hidden />
            Cetak Laporan
          </Link>
          {/* Starting, editing and deleting are the owner's; staff see the arisan and print it (ADR 087). */}
          {readOnly || !isAdmin ? null : (
            <>
              {/* A started arisan has nothing left to start: a member added later gets their dues when
                  added (the server syncs them), and an arisan barang's members are fixed. */}
              {arisan.started ? null : (
                <Button onClick={() => actions.start.ask(arisan)}>
                  <Play className="size-4" aria-hidden />
                  Mulai Arisan
                </Button>
              )}
              <Button variant="outline" onClick={() => setEditing(true)}>
                <Pencil className="size-4" aria-hidden />
                Edit
              </Button>
              <Button variant="danger" onClick={() => actions.remove.ask(arisan)}>
                <Trash2 className="size-4" aria-hidden />
                Delete
              </Button>
            </>
          )}
        </div>
      </div>
      {readOnly ? (
        <p className="mt-3 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-800">
          Arisan ini sudah diarsipkan pada {formatDate(arisan.archived_at!, 'DD MMMM YYYY')}. Catatan
          pembayarannya tetap disimpan dan hanya bisa dilihat.
        </p>
      ) : !arisan.started ? (
        <p className="mt-3 rounded-lg bg-blue-50 px-4 py-3 text-sm text-blue-800">
          Arisan belum dimulai. Klik Mulai Arisan untuk membuat jadwal iuran setiap member sebelum mencatat
          kontribusi.
        </p>
      ) : null}
      <ArisanFormDialog arisan={arisan} open={editing} onClose={() => setEditing(false)} />
      <ArisanActionDialogs arisan={arisan} actions={actions} />
    </div>
  );
}

/** 'Mulai Arisan' and 'Delete', each after a confirmation; a deleted arisan goes back to the list. */
function useArisanActions() {
  const navigate = useNavigate();
  const start = useInitializeContributions();
  const remove = useDeleteArisan();
  return {
    start: useConfirmAction((a: Arisan) => start.mutateAsync(a.id), {
      success: 'Arisan berhasil dimulai!',
      failure: 'Gagal memulai arisan',
    }),
    remove: useConfirmAction((a: Arisan) => remove.mutateAsync(a.id), {
      success: 'Arisan berhasil dihapus!',
      failure: 'Gagal menghapus arisan',
      after: () => navigate('/dashboard/arisans', { replace: true }),
    }),
  };
}

function ArisanActionDialogs({
  arisan,
  actions,
}: {
  arisan: Arisan;
  actions: ReturnType<typeof useArisanActions>;
}) {
  return (
    <>
      <ConfirmDialog
        {...actions.start.dialog}
        title="Mulai Arisan"
        message={
          arisan.started
            ? 'Arisan sudah dimulai. Mulai lagi hanya membuat jadwal iuran yang belum ada (misalnya untuk member baru).'
            : arisan.kind === 'barang'
              ? `Mulai arisan barang ini? ${arisan.duration} unit produk diambil dari stok untuk para anggota, jadwal ${arisan.duration} putaran iuran dibuat dan status menjadi Aktif.`
              : `Mulai arisan ini? Jadwal ${arisan.duration} putaran iuran dibuat untuk setiap member dan status menjadi Aktif.`
        }
        confirmLabel="Mulai"
        tone="primary"
      />
      <ConfirmDialog
        {...actions.remove.dialog}
        title="Hapus Arisan"
        message={
          arisan.total_saving > 0
            ? 'Arisan ini sudah memiliki pembayaran. Arisan akan diarsipkan: hilang dari daftar, tetapi catatan pembayarannya tetap disimpan.'
            : 'Hapus arisan ini beserta daftar membernya?'
        }
        confirmLabel="Hapus"
      />
    </>
  );
}
