import type { ArisanDetail, ArisanMemberRow } from '@toko/shared';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { ListSection } from '../../../components/list-page/list-page.tsx';
import { PagedTable } from '../../../components/list-page/list-table.tsx';
import { SearchField } from '../../../components/list-page/search-field.tsx';
import { useConfirmAction } from '../../../components/list-page/use-confirm-action.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../../components/ui/states.tsx';
import { useSession } from '../../../lib/session.tsx';
import { useRemoveArisanMember } from '../api/remove-arisan-member.ts';
import { arisanMemberColumns } from './arisan-member-columns.tsx';
import { JoinArisanDialog } from './join-arisan-dialog.tsx';
import { PayDialog, type PayTarget, payTarget } from './pay-dialog.tsx';
import { ReceivedDialog, type ReceivedTarget } from './received-dialog.tsx';
import { SwapDialog, type SwapTarget } from './swap-dialog.tsx';

/** The members of a money arisan (one page of them, searched), with 'Tambah Member' and each row's actions. */
export function ArisanMembers({
  detail: { arisan, summary, members, pagination },
  readOnly,
  search,
  onSearch,
  onPage,
}: {
  detail: ArisanDetail;
  readOnly: boolean;
  search: string;
  onSearch: (v: string) => void;
  onPage: (page: number) => void;
}) {
  const [joining, setJoining] = useState(false);
  const [paying, setPaying] = useState<PayTarget | null>(null);
  const [receiving, setReceiving] = useState<ReceivedTarget | null>(null);
  const [swapping, setSwapping] = useState<SwapTarget | null>(null);
  const { isAdmin } = useSession();
  const removeMember = useRemoveArisanMember();
  const removing = useConfirmAction(
    (m: ArisanMemberRow) => removeMember.mutateAsync({ arisanId: arisan.id, memberId: m.member_id }),
    { success: 'Member berhasil dihapus dari arisan!', failure: 'Gagal menghapus member dari arisan' },
  );
  const columns = arisanMemberColumns(
    arisan,
    readOnly
      ? null
      : {
          pay: (m) => setPaying(payTarget(arisan, m, m.remaining_cycles)),
          // The received date, turns and membership are the owner's (ADR 087); staff record payments.
          owner: isAdmin
            ? {
                receive: (m) =>
                  setReceiving({
                    arisanId: arisan.id,
                    memberId: m.member_id,
                    memberName: m.name,
                    receivedDate: m.received_date,
                    hasReceived: m.has_received,
                  }),
                swap: (m) => setSwapping({ arisanId: arisan.id, member: m }),
                remove: removing.ask,
              }
            : undefined,
        },
  );

  return (
    <ListSection
      title="Member"
      actions={
        readOnly ? null : (
          <Button variant="outline" onClick={() => setJoining(true)}>
            <Plus className="size-4" aria-hidden />
            Tambah Member
          </Button>
        )
      }
    >
      <SearchField label="Cari member" value={search} onChange={onSearch} />
      {members.length === 0 ? (
        <EmptyState>{search ? 'No Members found.' : 'Belum ada member di arisan ini.'}</EmptyState>
      ) : (
        <PagedTable
          data={{ members, pagination }}
          rows={(d) => d.members}
          rowKey={(m) => m.id}
          columns={columns}
          onPage={onPage}
        />
      )}
      <ConfirmDialog
        {...removing.dialog}
        title="Hapus Member"
        message={`Hapus ${removing.target?.name ?? ''} dari arisan ini?`}
        confirmLabel="Hapus"
      />
      <JoinArisanDialog
        arisanId={arisan.id}
        nextPosition={summary.total_members + 1}
        early={{ duration: arisan.duration, minimum: arisan.early_min_on_time_percent }}
        open={joining}
        onClose={() => setJoining(false)}
      />
      <PayDialog target={paying} onClose={() => setPaying(null)} />
      <ReceivedDialog target={receiving} onClose={() => setReceiving(null)} />
      <SwapDialog target={swapping} onClose={() => setSwapping(null)} />
    </ListSection>
  );
}
