import { useMutationState } from '@tanstack/react-query';
import type { BarangGroup } from '@toko/shared';
import { BARANG_NO_ADDRESS, SAVING_PERIOD_WORD } from '@toko/shared/constants';
import { UsersRound } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { ApiError, errorMessage } from '../../../api/client.ts';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { formatCalendarDate, formatRupiah } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.tsx';
import { useBarangGroups } from '../api/barang-groups.ts';
import { joinBarangGroupKey, useJoinBarangGroup } from '../api/join-barang-group.ts';
import { useLeaveBarangGroup } from '../api/leave-barang-group.ts';
import { BarangPositionCost } from './barang-position-cost.tsx';

/**
 * The product's arisan barang groups taking members (loaded lazily by BarangOfferSlot). Nothing renders
 * until the answer is there, so a server-rendered page and its first client render agree.
 */
export default function BarangOffer({ productId }: { productId: number }) {
  const groups = useBarangGroups(productId);
  // The list holds groups not yet started: the join that filled a group (and started it) would make it
  // vanish under the member's thumb, so the join's own answer keeps it on the page.
  const joinedNow = useMutationState({
    filters: { mutationKey: joinBarangGroupKey, status: 'success' },
    select: (m) => m.state.data as BarangGroup,
  });
  // Which group's terms are open, kept here: a login on the way re-reads the groups for the new account,
  // and the group's own block is drawn afresh when they arrive.
  const [asking, setAsking] = useState<number | null>(null);
  if (!groups.data) return null;
  const shown = [...groups.data];
  for (const g of joinedNow) {
    if (g.product.id === productId && !shown.some((s) => s.id === g.id)) shown.push(g);
  }
  if (shown.length === 0) return null;
  return (
    <div className="flex flex-col gap-3">
      {shown.map((g) => (
        <GroupOffer
          key={g.id}
          group={g}
          askingJoin={asking === g.id}
          onAskJoin={(open) => setAsking(open ? g.id : null)}
        />
      ))}
    </div>
  );
}

/**
 * One group: 'Cicil lewat Arisan — Rp X per minggu, N kali', its fill, its start and 'Gabung'. A visitor
 * logs in first and the join follows; a join the server refuses (no default address, full) says why
 * inline, with the way to fix it.
 */
function GroupOffer({
  group,
  askingJoin,
  onAskJoin,
}: {
  group: BarangGroup;
  askingJoin: boolean;
  onAskJoin: (open: boolean) => void;
}) {
  const session = useSession();
  const join = useJoinBarangGroup();
  const leave = useLeaveBarangGroup();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [confirmLeave, setConfirmLeave] = useState(false);
  const notStarted = group.state === 'open' || group.state === 'full';
  const headingId = `arisan-barang-${group.id}`;

  const joinNow = async () => {
    setRefusal(null);
    try {
      await join.mutateAsync(group.id);
      onAskJoin(false);
      toast.success(`Kamu bergabung di ${group.name}`);
    } catch (err) {
      onAskJoin(false);
      if (err instanceof ApiError && err.status === 409) setRefusal(err.message);
      else toast.error('Gagal bergabung', { description: errorMessage(err) });
    }
  };

  // 'Gabung' commits the shopper to N payments: the terms come first, and joining is their answer.
  const onJoin = () => {
    if (session.status === 'authenticated') onAskJoin(true);
    else session.openLogin({ onSignIn: () => onAskJoin(true) });
  };

  const leaveNow = async () => {
    try {
      await leave.mutateAsync(group.id);
      setConfirmLeave(false);
      toast.success(`Kamu keluar dari ${group.name}`);
    } catch (err) {
      setConfirmLeave(false);
      toast.error('Gagal keluar dari arisan', { description: errorMessage(err) });
    }
  };

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-brand-200"
      data-testid="barang-offer"
    >
      <div className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
          <UsersRound className="size-5" aria-hidden />
        </span>
        <div className="min-w-0">
          <h2 id={headingId} className="font-semibold text-stone-900">
            Cicil lewat Arisan — {formatRupiah(group.contribution_amount)} per{' '}
            {SAVING_PERIOD_WORD[group.saving_type]}, {group.members} kali
          </h2>
          <p className="mt-0.5 text-sm text-stone-600">
            {group.members} anggota menabung bersama; tiap putaran satu anggota menerima barangnya, diundi
            secara terbuka. Harga dikunci {formatRupiah(group.item_price)}.
            {group.admin_fee > 0
              ? ` Iuran sudah termasuk biaya admin ${formatRupiah(group.admin_fee)} per putaran.`
              : ''}
          </p>
        </div>
      </div>

      <div className="flex flex-col gap-1.5">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
          <span className="font-medium text-stone-900" data-testid="barang-fill">
            {group.members_joined} dari {group.members} anggota
          </span>
          <span className="text-stone-600">
            {group.state === 'running' || group.state === 'completed'
              ? 'Arisan sudah dimulai'
              : group.start_when_full || !group.start_date
                ? 'Mulai saat penuh'
                : `Mulai ${formatCalendarDate(group.start_date)}`}
          </span>
        </div>
        <ProgressBar
          value={(group.members_joined / group.members) * 100}
          label={`${group.members_joined} dari ${group.members} anggota`}
        />
      </div>

      {group.joined ? (
        <div className="flex flex-col gap-2">
          <p role="status" className="rounded-lg bg-green-50 px-3 py-2 text-sm font-medium text-green-800">
            Kamu sudah bergabung
          </p>
          <div className="flex flex-wrap gap-2">
            <Link to="/account/arisan" className={buttonClass('primary', 'md', 'flex-1 sm:flex-none')}>
              Lihat Arisan Saya
            </Link>
            {notStarted ? (
              <Button variant="outline" className="flex-1 sm:flex-none" onClick={() => setConfirmLeave(true)}>
                Keluar dari arisan
              </Button>
            ) : null}
          </div>
        </div>
      ) : group.state === 'open' ? (
        <Button
          onClick={onJoin}
          loading={join.isPending}
          disabled={session.status === 'loading'}
          className="sm:self-start sm:min-w-40"
        >
          Gabung
        </Button>
      ) : (
        <p className="rounded-lg bg-stone-100 px-3 py-2 text-sm text-stone-700">Grup ini sudah penuh.</p>
      )}

      {refusal ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {refusal}
          {refusal === BARANG_NO_ADDRESS ? (
            <>
              {' '}
              <Link to="/account/addresses" className="font-semibold underline">
                Tambah alamat
              </Link>
            </>
          ) : null}
        </p>
      ) : null}

      <ConfirmDialog
        open={askingJoin && !group.joined}
        title="Gabung arisan ini?"
        message={<JoinTerms group={group} />}
        confirmLabel="Ya, Gabung"
        tone="primary"
        onClose={() => onAskJoin(false)}
        onConfirm={joinNow}
      />
      <ConfirmDialog
        open={confirmLeave}
        title="Keluar dari arisan?"
        message={`Kursimu di ${group.name} dilepas. Kamu bisa bergabung lagi selama grup belum dimulai.`}
        confirmLabel="Keluar"
        onClose={() => setConfirmLeave(false)}
        onConfirm={leaveNow}
      />
    </section>
  );
}

/** What joining commits to: the iuran, how many, the total, when, and what paying late means. */
function JoinTerms({ group }: { group: BarangGroup }) {
  const period = SAVING_PERIOD_WORD[group.saving_type];
  const start =
    group.start_when_full || !group.start_date
      ? 'saat grup penuh'
      : `pada ${formatCalendarDate(group.start_date)}`;
  return (
    <div className="flex flex-col gap-3 text-sm text-stone-700">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt>Iuran</dt>
        <dd className="text-right font-medium text-stone-900">
          {formatRupiah(group.contribution_amount)} per {period}
        </dd>
        <dt>Jumlah iuran</dt>
        <dd className="text-right font-medium text-stone-900">{group.members} kali</dd>
        <dt>Total</dt>
        <dd className="text-right font-semibold text-stone-900">
          {formatRupiah(group.contribution_amount * group.members)}
        </dd>
      </dl>
      <p>
        Arisan dimulai {start}; iuran pertama jatuh tempo hari itu, lalu setiap {period} sampai{' '}
        {group.members} kali. Tiap putaran satu anggota yang sudah lunas menerima {group.product.name}, diundi
        secara terbuka.
      </p>
      <BarangPositionCost group={group} />
      <p>
        {group.late_fee > 0
          ? `Telat bayar: denda ${formatRupiah(group.late_fee)} untuk setiap iuran yang dibayar lewat tanggalnya, dan anggota yang belum lunas tidak ikut undian sampai melunasi.`
          : 'Telat bayar: anggota yang belum lunas tidak ikut undian sampai melunasi.'}
      </p>
      <p>Kamu masih bisa keluar selama grup belum dimulai.</p>
    </div>
  );
}
