import { type Draw, verifyDraw } from '@toko/shared';
import { Badge } from '../../../components/ui/badge.tsx';
import { formatDate } from '../../../lib/format.ts';

/**
 * The proof of one draw: the commitment published before it, the eligible members, the revealed seed and
 * the result. 'Terverifikasi' is computed here, in the browser, with the shared `verifyDraw`.
 */
export function DrawProof({ draw }: { draw: Draw }) {
  const drawn = draw.drawn_at !== null;
  const verified = drawn && verifyDraw(draw);
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-stone-200 bg-white p-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold">Undian putaran {draw.cycle}</span>
        {drawn ? (
          verified ? (
            <Badge tone="green">Terverifikasi</Badge>
          ) : (
            <Badge tone="red">Tidak cocok</Badge>
          )
        ) : (
          <Badge tone="yellow">Menunggu undian</Badge>
        )}
      </div>
      <dl className="grid grid-cols-1 gap-1 sm:grid-cols-[auto_1fr] sm:gap-x-3">
        <dt className="text-stone-500">Komitmen (sha256 seed)</dt>
        <dd className="font-mono text-xs break-all">{draw.commitment}</dd>
        {drawn ? (
          <>
            <dt className="text-stone-500">Peserta undian</dt>
            <dd>{draw.eligible.map((e) => `${e.name} (#${e.member_id})`).join(', ')}</dd>
            <dt className="text-stone-500">Seed</dt>
            <dd className="font-mono text-xs break-all">{draw.seed}</dd>
            <dt className="text-stone-500">Hasil</dt>
            <dd className="font-medium">
              {draw.winner_name} (#{draw.winner_member_id}) ·{' '}
              {formatDate(draw.drawn_at!, 'DD MMM YYYY - HH:mm')}
            </dd>
          </>
        ) : null}
      </dl>
    </div>
  );
}
