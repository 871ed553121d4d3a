import type { Address } from '@toko/shared';
import { Plus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { useAddresses } from '../../../api/addresses/addresses.ts';
import { useDeleteAddress } from '../../../api/addresses/delete-address.ts';
import { useSaveAddress } from '../../../api/addresses/save-address.ts';
import { errorMessage } from '../../../api/client.ts';
import { AddressForm } from '../../../components/address-form.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ErrorText } from '../../../components/ui/states.tsx';
import { AccountPage } from '../components/account-page.tsx';
import { AddressCard } from '../components/address-card.tsx';

type Mode = { kind: 'list' } | { kind: 'add' } | { kind: 'edit'; address: Address };

/** 'Alamat Pengiriman' (docs/product.md 2.7): the cards, the add card, and the add/edit form. */
export function AddressesPage() {
  const addresses = useAddresses();
  const save = useSaveAddress();
  const remove = useDeleteAddress();
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [highlighted, setHighlighted] = useState<number | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const highlightedRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (mode.kind === 'list' && highlighted !== null) {
      highlightedRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
    }
  }, [mode.kind, highlighted]);

  const deleteEditing = () => {
    if (mode.kind !== 'edit') return;
    remove.mutate(mode.address.id, {
      onSuccess: () => {
        toast.success('Alamat berhasil dihapus');
        setConfirmDelete(false);
        setHighlighted(null);
        setMode({ kind: 'list' });
      },
      onError: (err) => toast.error(`Gagal menghapus alamat: ${errorMessage(err)}`),
    });
  };

  return (
    <AccountPage title="Alamat Pengiriman">
      {addresses.isPending ? (
        <Spinner />
      ) : addresses.isError ? (
        <ErrorText error={addresses.error} />
      ) : mode.kind !== 'list' ? (
        <div className="rounded-2xl border border-stone-200 bg-white p-4 sm:p-6">
          <h2 className="mb-4 text-lg font-semibold">
            {mode.kind === 'edit' ? 'Ubah Alamat Pengiriman' : 'Tambah Alamat Pengiriman'}
          </h2>
          <AddressForm
            key={mode.kind === 'edit' ? mode.address.id : 'new'}
            address={mode.kind === 'edit' ? mode.address : null}
            firstAddress={addresses.data.length === 0}
            onSubmit={(body) => save.mutateAsync({ id: mode.kind === 'edit' ? mode.address.id : null, body })}
            success={mode.kind === 'edit' ? 'Alamat berhasil diperbarui' : 'Alamat berhasil ditambahkan'}
            failure={mode.kind === 'edit' ? 'Gagal memperbarui alamat' : 'Gagal menambahkan alamat'}
            onSaved={(saved) => {
              setHighlighted(saved.id);
              setMode({ kind: 'list' });
            }}
            onCancel={() => setMode({ kind: 'list' })}
            onDelete={() => setConfirmDelete(true)}
          />
        </div>
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          {addresses.data.map((a) => (
            <AddressCard
              key={a.id}
              ref={a.id === highlighted ? highlightedRef : undefined}
              address={a}
              highlighted={a.id === highlighted}
              onClick={() => setMode({ kind: 'edit', address: a })}
            />
          ))}
          <button
            type="button"
            onClick={() => setMode({ kind: 'add' })}
            className="flex min-h-36 flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed border-stone-300 p-4 text-sm font-medium text-stone-600 hover:border-brand-500 hover:text-brand-700"
          >
            <Plus className="size-6" aria-hidden />
            Tambah Alamat Pengiriman
          </button>
        </div>
      )}
      <ConfirmDialog
        open={confirmDelete}
        title="Hapus Alamat"
        message={
          mode.kind === 'edit' ? (
            <>
              Hapus alamat <strong>{mode.address.label}</strong> ({mode.address.recipient})?
            </>
          ) : null
        }
        confirmLabel="Hapus"
        loading={remove.isPending}
        onConfirm={deleteEditing}
        onClose={() => setConfirmDelete(false)}
      />
    </AccountPage>
  );
}
