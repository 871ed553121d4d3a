import type { BarangNotice, MyBarangGroup } from '@toko/shared';
import { Link } from 'react-router';
import { QueryState } from '../../../components/list-page/query-state.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { useMyBarangGroups } from '../api/my-barang-groups.ts';
import { useMyLelangGroups } from '../api/my-lelang-groups.ts';
import { AccountPage } from '../components/account-page.tsx';
import { BarangGroupCard } from '../components/barang-group-card.tsx';
import { LelangGroupCard } from '../components/lelang-group-card.tsx';
import { SwapRequests } from '../components/swap-requests.tsx';

const NOTICE_STYLE: Record<BarangNotice['kind'], string> = {
  your_turn: 'bg-green-50 text-green-900 ring-green-200',
  payment_due: 'bg-yellow-50 text-yellow-900 ring-yellow-200',
  rejected: 'bg-red-50 text-red-800 ring-red-200',
  started: 'bg-blue-50 text-blue-900 ring-blue-200',
};

/**
 * 'Arisan Saya' (/account/arisan, issue 14): the customer's lelang arisans (ADR 077), then their arisan
 * barang groups, notices first.
 */
export function ArisanPage() {
  const groups = useMyBarangGroups();
  const lelang = useMyLelangGroups();
  return (
    <AccountPage title="Arisan Saya" stack>
      <SwapRequests />
      {(lelang.data ?? []).map((g) => (
        <LelangGroupCard key={g.arisan_id} group={g} />
      ))}
      <QueryState
        query={groups}
        loading="Memuat arisan..."
        isEmpty={(d) => d.length === 0}
        empty="Kamu belum ikut arisan barang. Cari produk dengan 'Cicil lewat Arisan' dan gabung bersama pembeli lain."
        emptyAction={
          <Link to="/products" className={buttonClass('primary')}>
            Lihat Produk
          </Link>
        }
      >
        {(list) => (
          <>
            <Notices groups={list} />
            {list.map((g) => (
              <BarangGroupCard key={g.id} group={g} />
            ))}
          </>
        )}
      </QueryState>
    </AccountPage>
  );
}

/** 'Giliranmu!', a payment due, a rejected proof, a group that started: every group's notices on top. */
function Notices({ groups }: { groups: MyBarangGroup[] }) {
  const notices = groups.flatMap((g) => g.notices.map((n, i) => ({ ...n, key: `${g.id}-${n.kind}-${i}` })));
  if (notices.length === 0) return null;
  return (
    <ul aria-label="Pemberitahuan" className="flex flex-col gap-2">
      {notices.map((n) => (
        <li key={n.key} className={`rounded-xl px-4 py-3 text-sm font-medium ring-1 ${NOTICE_STYLE[n.kind]}`}>
          {n.text}
        </li>
      ))}
    </ul>
  );
}
