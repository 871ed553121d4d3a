import type { MemberReliability, ReliabilityCounts } from '@toko/shared';
import { Link } from 'react-router';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { ReliabilityBadge } from './reliability-badge.tsx';
import { StatTile } from './stat-tile.tsx';

const counts = (c: ReliabilityCounts) => [
  { label: 'Tepat waktu', value: c.on_time },
  { label: 'Terlambat', value: c.late },
  { label: 'Terlewat', value: c.missed },
  { label: 'Koreksi', value: c.corrections },
];

const line = (c: ReliabilityCounts) =>
  counts(c)
    .map((x) => `${x.label.toLowerCase()} ${x.value}`)
    .join(' · ');

/**
 * 'Catatan Pembayaran' on the member page (decision 079): the four counts across every arisan, the on-time
 * share, and one line per arisan.
 */
export function ReliabilityCard({ reliability }: { reliability: MemberReliability }) {
  return (
    <SectionCard
      title={
        <span className="flex flex-wrap items-center gap-2">
          Catatan Pembayaran <ReliabilityBadge percent={reliability.on_time_percent} />
        </span>
      }
    >
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {counts(reliability).map((x) => (
          <StatTile key={x.label} label={`${x.label} (putaran)`} value={String(x.value)} />
        ))}
      </dl>
      <p className="mt-2 text-xs text-stone-500">
        Tepat waktu: dibayar paling lambat pada tanggal jatuh temponya. Terlewat: tanggalnya sudah lewat dan
        belum dibayar. Koreksi: pembayaran yang dibatalkan.
      </p>
      {reliability.groups.length > 0 ? (
        <ul className="mt-3 divide-y divide-stone-100 text-sm">
          {reliability.groups.map((g) => (
            <li
              key={g.arisan_id}
              className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2"
            >
              <span className="min-w-0">
                <Link to={`/dashboard/arisans/${g.arisan_id}`} className="font-medium hover:underline">
                  {g.arisan_name}
                </Link>
                <span className="text-stone-500"> · posisi {g.position}</span>
                <span className="block text-xs text-stone-600">{line(g)}</span>
              </span>
              <ReliabilityBadge percent={g.on_time_percent} />
            </li>
          ))}
        </ul>
      ) : null}
    </SectionCard>
  );
}
