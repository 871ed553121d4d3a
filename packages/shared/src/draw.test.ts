import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { drawCommitment, drawOrder, drawWinner, sha256Hex, verifyDraw } from './draw.ts';

const nodeSha = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('sha256Hex', () => {
  it('matches the standard test vectors and node:crypto on many lengths', () => {
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    for (let n = 0; n < 200; n++) {
      const text = randomBytes(n).toString('base64').slice(0, n) + (n % 7 === 0 ? 'é🙂' : '');
      expect(sha256Hex(text)).toBe(nodeSha(text));
    }
  });
});

describe('drawWinner', () => {
  const seed = 'a'.repeat(64);

  it('is the documented function: sha256(seed:sorted ids) mod count', () => {
    const ids = [42, 7, 19, 7];
    const sorted = [7, 19, 42];
    const expected = sorted[Number(BigInt(`0x${nodeSha(`${seed}:7,19,42`)}`) % 3n)];
    expect(drawOrder(ids)).toEqual(sorted);
    expect(drawWinner(seed, ids)).toBe(expected);
    // The order the ids arrive in does not matter.
    expect(drawWinner(seed, [19, 42, 7])).toBe(expected);
  });

  it('spreads wins across members for different seeds', () => {
    const wins = new Map<number, number>();
    for (let i = 0; i < 300; i++) {
      const w = drawWinner(nodeSha(String(i)), [1, 2, 3]);
      wins.set(w, (wins.get(w) ?? 0) + 1);
    }
    for (const id of [1, 2, 3]) expect(wins.get(id)).toBeGreaterThan(60);
  });

  it('refuses an empty eligible list', () => {
    expect(() => drawWinner(seed, [])).toThrow();
  });
});

describe('verifyDraw', () => {
  it('accepts the honest draw and rejects a wrong seed, commitment or winner', () => {
    const seed = randomBytes(32).toString('hex');
    const eligible = [3, 5, 8];
    const draw = {
      commitment: drawCommitment(seed),
      seed,
      eligible_member_ids: eligible,
      winner_member_id: drawWinner(seed, eligible),
    };
    expect(verifyDraw(draw)).toBe(true);
    expect(verifyDraw({ ...draw, seed: randomBytes(32).toString('hex') })).toBe(false);
    expect(verifyDraw({ ...draw, commitment: nodeSha('x') })).toBe(false);
    const other = eligible.find((id) => id !== draw.winner_member_id)!;
    expect(verifyDraw({ ...draw, winner_member_id: other })).toBe(false);
    expect(verifyDraw({ ...draw, seed: null })).toBe(false);
  });
});
