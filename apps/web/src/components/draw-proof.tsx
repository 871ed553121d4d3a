import { verifyDraw } from '@toko/shared';
import { formatDate } from '../lib/format.ts';
import { Badge } from './ui/badge.tsx';

/**
 * What a proof shows: the admin's draw (with the eligible members' names) or a member's view of it in
 * 'Arisan Saya' (ids only: a member does not see the others' names).
 */
export interface DrawProofData {
  cycle: number;
  commitment: string;
  seed: string | null;
  eligible_member_ids: number[] | null;
  eligible?: { member_id: number; name: string }[];
  winner_member_id: number | null;
  winner_name: string | null;
  drawn_at: string | null;
  /** Who could not win and why (ADR 078). */
  excluded?: { member_id: number; name: string; reason: string }[];
}

/**
 * The proof of one draw: the commitment published before it, the eligible members, the revealed seed and
 * the result. 'Terverifikasi' is computed here, in the browser, with the shared `verifyDraw`. `self` marks
 * the viewer's own member id ('kamu').
 */
export function DrawProof({ draw, self }: { draw: DrawProofData; self?: number }) {
  const drawn = draw.drawn_at !== null;
  const who = (id: number, name?: string | null) =>
    `${name ? `${name} ` : ''}(#${id})${id === self ? ' (kamu)' : ''}`;
  const eligible =
    draw.eligible && draw.eligible.length > 0
      ? draw.eligible.map((e) => who(e.member_id, e.name))
      : (draw.eligible_member_ids ?? []).map((id) => who(id));
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
            <dd>{eligible.join(', ')}</dd>
            {draw.excluded && draw.excluded.length > 0 ? (
              <>
                <dt className="text-stone-500">Tidak ikut</dt>
                <dd>{draw.excluded.map((e) => `${who(e.member_id, e.name)}: ${e.reason}`).join('; ')}</dd>
              </>
            ) : null}
            <dt className="text-stone-500">Seed</dt>
            <dd className="font-mono text-xs break-all">{draw.seed}</dd>
            <dt className="text-stone-500">Hasil</dt>
            <dd className="font-medium">
              {draw.winner_member_id !== null ? who(draw.winner_member_id, draw.winner_name) : '-'} ·{' '}
              {formatDate(draw.drawn_at!, 'DD MMM YYYY - HH:mm')}
            </dd>
          </>
        ) : null}
      </dl>
    </div>
  );
}
