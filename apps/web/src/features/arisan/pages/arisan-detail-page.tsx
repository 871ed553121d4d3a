import type { ArisanDetail } from '@toko/shared';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { DetailState } from '../../../components/list-page/detail-state.tsx';
import { useSearchText } from '../../../components/list-page/search-field.tsx';
import { useSession } from '../../../lib/session.tsx';
import { useListPage } from '../../../lib/use-list-page.ts';
import { useArisan } from '../api/arisan.ts';
import { ArisanHeader, BackToArisans } from '../components/arisan-header.tsx';
import { ArisanMembers } from '../components/arisan-members.tsx';
import { ArisanOverview } from '../components/arisan-overview.tsx';
import { BarangSection } from '../components/barang-section.tsx';
import { type TabDef, Tabs, useTabParam } from '../components/detail-tabs.tsx';
import { HistorySection } from '../components/history-section.tsx';
import { LedgerSection } from '../components/ledger-section.tsx';
import { LelangSection } from '../components/lelang-section.tsx';
import { RemindersSection } from '../components/reminders-section.tsx';
import { ScheduleSection } from '../components/schedule-section.tsx';

const TABS = [
  { key: 'ringkasan', label: 'Ringkasan' },
  { key: 'jadwal', label: 'Jadwal' },
  { key: 'kontribusi', label: 'Kontribusi' },
  { key: 'riwayat', label: 'Riwayat Perubahan' },
] as const satisfies readonly TabDef<string>[];

/**
 * The arisan detail (docs/product.md 2.8): actions, then tabs (kept in `?tab=`): 'Ringkasan' (info, summary, members,
 * reminders), 'Jadwal' (cycles, recipients, draws, payouts), 'Kontribusi' (the ledger, with 'Koreksi') and
 * 'Riwayat Perubahan' (the history).
 */
export default function ArisanDetailPage() {
  const id = Number(useParams().id);
  // The members come with the arisan, one page of them, searched.
  const { input, setInput, search } = useSearchText();
  const { page, setPage, settle } = useListPage(search);
  const detail = useArisan(id, { search: search || undefined, page });
  settle(detail.data, detail.data?.members.length ?? 0);

  return (
    <DetailState id={id} query={detail} back={<BackToArisans />} notFound="Arisan tidak ditemukan.">
      {(data) => (
        <div className="flex flex-col gap-5 p-4 sm:p-6">
          <ArisanHeader arisan={data.arisan} />
          <DetailTabs
            detail={data}
            members={
              <ArisanMembers
                detail={data}
                readOnly={data.arisan.archived_at !== null}
                search={input}
                onSearch={setInput}
                onPage={setPage}
              />
            }
          />
        </div>
      )}
    </DetailState>
  );
}

function DetailTabs({ detail, members }: { detail: ArisanDetail; members: ReactNode }) {
  const { arisan, summary } = detail;
  const readOnly = arisan.archived_at !== null;
  // Draws, payouts, corrections and the lelang's and group's decisions are the owner's (ADR 087): staff
  // read them; the server refuses them either way.
  const { isAdmin } = useSession();
  const ownerReadOnly = readOnly || !isAdmin;
  const [tab, setTab] = useTabParam(TABS);
  return (
    <Tabs label="Bagian arisan" tabs={TABS} current={tab} onSelect={setTab}>
      {tab === 'ringkasan' ? (
        <>
          <ArisanOverview arisan={arisan} summary={summary} />
          {arisan.kind === 'barang' ? (
            // Members of a group are customers who joined from the shop: their own table (ADR 042).
            <BarangSection arisan={arisan} readOnly={ownerReadOnly} />
          ) : (
            <>
              {members}
              <RemindersSection arisan={arisan} />
            </>
          )}
        </>
      ) : tab === 'jadwal' ? (
        <>
          {arisan.recipient_rule === 'lelang' ? (
            <LelangSection arisan={arisan} readOnly={ownerReadOnly} />
          ) : null}
          <ScheduleSection arisan={arisan} readOnly={ownerReadOnly} />
        </>
      ) : tab === 'kontribusi' ? (
        <LedgerSection arisanId={arisan.id} readOnly={ownerReadOnly} />
      ) : (
        <HistorySection arisanId={arisan.id} />
      )}
    </Tabs>
  );
}
