import { render, screen } from '@testing-library/react';
import { drawCommitment, drawWinner } from '@toko/shared';
import { describe, expect, it } from 'vitest';
import { DrawProof } from './draw-proof.tsx';

const seed = '5f'.repeat(32);
const eligible = [3, 8, 11];
const winner = drawWinner(seed, eligible);
const names: Record<number, string> = { 3: 'Siti', 8: 'Ahmad', 11: 'Nur' };
const draw = {
  id: 1,
  cycle: 2,
  commitment: drawCommitment(seed),
  seed,
  eligible_member_ids: eligible,
  eligible: eligible.map((id) => ({ member_id: id, name: names[id]! })),
  winner_member_id: winner,
  winner_name: names[winner]!,
  created_at: '2026-11-20T01:00:00.000Z',
  drawn_at: '2026-11-20T02:00:00.000Z',
};

describe('DrawProof', () => {
  it("recomputes an honest draw in the browser and says 'Terverifikasi'", () => {
    render(<DrawProof draw={draw} />);
    expect(screen.getByText('Terverifikasi')).toBeTruthy();
    expect(screen.getByText(draw.commitment)).toBeTruthy();
    expect(screen.getByText(seed)).toBeTruthy();
    expect(screen.getByText(/Siti \(#3\), Ahmad \(#8\), Nur \(#11\)/)).toBeTruthy();
  });

  it('flags a result that does not follow from the seed', () => {
    const other = eligible.find((id) => id !== winner)!;
    render(<DrawProof draw={{ ...draw, winner_member_id: other, winner_name: names[other]! }} />);
    expect(screen.getByText('Tidak cocok')).toBeTruthy();
    expect(screen.queryByText('Terverifikasi')).toBeNull();
  });

  it('shows only the commitment before the draw', () => {
    render(
      <DrawProof
        draw={{
          ...draw,
          seed: null,
          eligible_member_ids: null,
          eligible: [],
          winner_member_id: null,
          winner_name: null,
          drawn_at: null,
        }}
      />,
    );
    expect(screen.getByText('Menunggu undian')).toBeTruthy();
    expect(screen.queryByText(seed)).toBeNull();
  });
});
