import type { User } from '@toko/shared';
import { formatPhoneNumber } from '@toko/shared/phone';
import { KeyRound, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { actionsColumn, type Columns, numberColumn } from '../../../components/list-page/data-table.tsx';
import { ListPage } from '../../../components/list-page/list-page.tsx';
import { ListTable } from '../../../components/list-page/list-table.tsx';
import { SearchField, useSearchText } from '../../../components/list-page/search-field.tsx';
import { useConfirmAction } from '../../../components/list-page/use-confirm-action.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { IconButton } from '../../../components/ui/icon-button.tsx';
import { WhatsappIconLink } from '../../../components/ui/whatsapp-icon-link.tsx';
import { ROLE_LABEL } from '../../../lib/dashboard-words.ts';
import { useSession } from '../../../lib/session.tsx';
import { useListPage } from '../../../lib/use-list-page.ts';
import { userWhatsappLink } from '../../../lib/whatsapp.ts';
import { useDeleteUser } from '../api/delete-user.ts';
import { useUsers } from '../api/users.ts';
import { usePasswordReset } from '../components/password-reset-dialog.tsx';

/** A chat with the user on WhatsApp, in the row's icon style; nothing when they gave no phone. */
function WhatsappLink({ user }: { user: User }) {
  const href = userWhatsappLink(user);
  if (!href) return null;
  return <WhatsappIconLink href={href} label={`WhatsApp ${user.fullname}`} />;
}

const COLUMNS: Columns<User> = [
  numberColumn(),
  {
    header: 'Nama Lengkap',
    cellClassName: 'font-medium',
    cell: (u) => (
      <Link to={`/dashboard/users/${u.id}`} className="hover:underline">
        {u.fullname}
      </Link>
    ),
  },
  { header: 'Email', cell: (u) => u.email },
  {
    header: 'Nomor Telepon',
    cellClassName: 'whitespace-nowrap',
    cell: (u) => (u.phone_number ? formatPhoneNumber(u.phone_number) : '-'),
  },
  {
    header: 'Peran',
    cell: (u) => <Badge tone={u.role === 'admin' ? 'brand' : 'gray'}>{ROLE_LABEL[u.role]}</Badge>,
  },
];

/** Users (docs/product.md 2.8): the table with a search, a pager and delete with confirmation. */
export default function UsersPage() {
  const session = useSession();
  const { input, setInput, search } = useSearchText();
  const { page, setPage, settle } = useListPage(search);
  const users = useUsers({ page, search: search || undefined });
  settle(users.data, users.data?.users.length ?? 0);
  const remove = useDeleteUser();
  const deleting = useConfirmAction((u: User) => remove.mutateAsync(u.id), {
    success: (u) => `${u.fullname} dihapus`,
    failure: 'Gagal menghapus pengguna',
  });

  const resetting = usePasswordReset();

  const actions = actionsColumn<User>((u) => {
    const self = u.id === session.user?.id;
    return (
      <>
        <WhatsappLink user={u} />
        <IconButton label={`Kirim link reset ke ${u.fullname}`} onClick={() => resetting.ask(u)}>
          <KeyRound className="size-4" aria-hidden />
        </IconButton>
        <IconButton
          label={self ? 'Akun sendiri tidak dapat dihapus' : `Hapus ${u.fullname}`}
          tone="danger"
          disabled={self}
          onClick={() => deleting.ask(u)}
        >
          <Trash2 className="size-4" aria-hidden />
        </IconButton>
      </>
    );
  });

  return (
    <ListPage title="Users">
      <SearchField label="Cari pengguna" value={input} onChange={setInput} />
      <ListTable
        query={users}
        rows={(d) => d.users}
        rowKey={(u) => u.id}
        columns={[...COLUMNS, actions]}
        empty="Pengguna tidak ditemukan"
        onPage={setPage}
      />
      <ConfirmDialog
        {...deleting.dialog}
        title="Hapus Pengguna"
        message={
          <>
            Hapus <strong>{deleting.target?.fullname}</strong> ({deleting.target?.email})? Pesanannya tetap
            tersimpan di catatan toko.
          </>
        }
        confirmLabel="Hapus"
        cancelLabel="Batal"
      />
      {resetting.dialog}
    </ListPage>
  );
}
