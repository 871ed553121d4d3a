import type { MySwap } from '@toko/shared';
import { ArrowLeftRight } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { runWithToasts } from '../../../lib/notify.ts';
import { type SwapDecision, useDecideSwap } from '../api/decide-swap.ts';
import { useMySwaps } from '../api/my-swaps.ts';

// Turn swaps on the member's side (ADR 081): members see positions, never each other's names.

const DONE: Record<SwapDecision, string> = {
  approve: 'Giliran berhasil ditukar',
  decline: 'Permintaan ditolak',
  cancel: 'Permintaan dibatalkan',
};

/** The open swap requests: the ones asked of this member (accept or decline) and their own (withdraw). */
export function SwapRequests() {
  const swaps = useMySwaps();
  const decide = useDecideSwap();
  const [accepting, setAccepting] = useState<MySwap | null>(null);
  const open = (swaps.data ?? []).filter((s) => s.status === 'pending');
  if (open.length === 0) return null;

  const act = (swap: MySwap, decision: SwapDecision) =>
    runWithToasts(
      () => decide.mutateAsync({ swapId: swap.id, decision }),
      DONE[decision],
      'Gagal menjawab permintaan tukar giliran',
    );

  return (
    <section aria-labelledby="swap-requests" className="rounded-2xl bg-white p-4 ring-1 ring-stone-200">
      <h2 id="swap-requests" className="flex items-center gap-2 font-semibold text-stone-900">
        <ArrowLeftRight className="size-4" aria-hidden />
        Tukar Giliran
      </h2>
      <ul className="mt-3 flex flex-col gap-3">
        {open.map((s) => (
          <li
            key={s.id}
            className="flex flex-col gap-2 rounded-xl bg-stone-50 p-3 text-sm sm:flex-row sm:items-center"
          >
            <p className="flex-1 text-stone-700">
              {s.direction === 'incoming' ? (
                <>
                  Member di posisi {s.other_position} ({s.arisan_name}) meminta tukar giliran: kamu pindah ke
                  posisi {s.other_position}, dia ke posisi {s.my_position}.
                </>
              ) : (
                <>
                  Menunggu jawaban member di posisi {s.other_position} ({s.arisan_name}) untuk tukar dengan
                  posisimu ({s.my_position}).
                </>
              )}
            </p>
            <div className="flex gap-2">
              {s.direction === 'incoming' ? (
                <>
                  <Button size="sm" onClick={() => setAccepting(s)}>
                    Terima
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => act(s, 'decline')}
                    disabled={decide.isPending}
                  >
                    Tolak
                  </Button>
                </>
              ) : (
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => act(s, 'cancel')}
                  disabled={decide.isPending}
                >
                  Batalkan
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={accepting !== null}
        title="Terima tukar giliran?"
        message={
          accepting
            ? `Giliranmu di ${accepting.arisan_name} pindah dari posisi ${accepting.my_position} ke posisi ${accepting.other_position}. Iuranmu tetap sama.`
            : ''
        }
        confirmLabel="Ya, Tukar"
        tone="primary"
        onClose={() => setAccepting(null)}
        onConfirm={async () => {
          if (accepting) await act(accepting, 'approve');
          setAccepting(null);
        }}
      />
    </section>
  );
}
