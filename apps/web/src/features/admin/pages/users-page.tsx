import type { User } from '@toko/shared';
import { PAGE_SIZE } from '@toko/shared/constants';
import { formatPhoneNumber } from '@toko/shared/phone';
import { Search, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../../api/client.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { IconButton } from '../../../components/ui/icon-button.tsx';
import { inputClass } from '../../../components/ui/input.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { EmptyState, ErrorText } from '../../../components/ui/states.tsx';
import { Table, td, th } from '../../../components/ui/table.tsx';
import { WhatsappIconLink } from '../../../components/ui/whatsapp-icon-link.tsx';
import { useSession } from '../../../lib/session.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useListPage } from '../../../lib/use-list-page.ts';
import { userWhatsappLink } from '../../../lib/whatsapp.ts';
import { useDeleteUser } from '../api/delete-user.ts';
import { useUsers } from '../api/users.ts';

/** A chat with the user on WhatsApp, in the row's icon style; nothing when they gave no phone. */
function WhatsappLink({ user }: { user: User }) {
  const href = userWhatsappLink(user);
  if (!href) return null;
  return <WhatsappIconLink href={href} label={`WhatsApp ${user.fullname}`} />;
}

/** Users (spec 2.8): the table with a search, a pager and delete with confirmation. */
export default function UsersPage() {
  const session = useSession();
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput.trim());
  const { page, setPage, settle } = useListPage(search);
  const [deleting, setDeleting] = useState<User | null>(null);
  const users = useUsers({ page, search: search || undefined });
  const remove = useDeleteUser();

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(`${deleting.fullname} deleted`);
      setDeleting(null);
    } catch (err) {
      toast.error(`Failed to delete user: ${errorMessage(err)}`);
    }
  };

  const list = users.data;
  const offset = ((list?.pagination.currentPage ?? page) - 1) * PAGE_SIZE.users;
  settle(list, list?.users.length ?? 0);

  return (
    <div className="flex flex-col gap-5 p-4 sm:p-6">
      <h1 className="text-2xl font-bold">Users</h1>
      <div className="relative sm:max-w-sm">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-400"
          aria-hidden
        />
        <input
          type="search"
          value={searchInput}
          onChange={(e) => setSearchInput(e.target.value)}
          placeholder="Cari user"
          aria-label="Cari user"
          className={`${inputClass} pl-9`}
        />
      </div>

      {users.isError ? (
        <ErrorText error={users.error} />
      ) : !list ? (
        <Spinner />
      ) : list.users.length === 0 ? (
        <EmptyState>No users found</EmptyState>
      ) : (
        <>
          <Table className={users.isPlaceholderData ? 'opacity-60' : ''}>
            <thead>
              <tr>
                <th className={`${th} w-12`}>No</th>
                <th className={th}>Full name</th>
                <th className={th}>Email</th>
                <th className={th}>Phone number</th>
                <th className={th}>Role</th>
                <th className={`${th} text-right`}>Actions</th>
              </tr>
            </thead>
            <tbody>
              {list.users.map((u, i) => {
                const self = u.id === session.user?.id;
                return (
                  <tr key={u.id}>
                    <td className={`${td} text-stone-500`}>{offset + i + 1}</td>
                    <td className={`${td} font-medium`}>{u.fullname}</td>
                    <td className={td}>{u.email}</td>
                    <td className={`${td} whitespace-nowrap`}>
                      {u.phone_number ? formatPhoneNumber(u.phone_number) : '-'}
                    </td>
                    <td className={td}>
                      <Badge tone={u.role === 'admin' ? 'brand' : 'gray'}>{u.role}</Badge>
                    </td>
                    <td className={`${td} text-right whitespace-nowrap`}>
                      <WhatsappLink user={u} />
                      <IconButton
                        label={self ? 'You cannot delete your own account' : `Delete ${u.fullname}`}
                        tone="danger"
                        disabled={self}
                        onClick={() => setDeleting(u)}
                      >
                        <Trash2 className="size-4" aria-hidden />
                      </IconButton>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
          <Pagination
            currentPage={list.pagination.currentPage}
            totalPages={list.pagination.totalPages}
            onPageChange={setPage}
          />
        </>
      )}

      <ConfirmDialog
        open={deleting !== null}
        title="Delete user"
        message={
          <>
            Delete <strong>{deleting?.fullname}</strong> ({deleting?.email})? Their orders stay in the shop's
            records.
          </>
        }
        confirmLabel="Delete"
        cancelLabel="Cancel"
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
