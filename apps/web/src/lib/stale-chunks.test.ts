import { afterEach, describe, expect, it, vi } from 'vitest';
import { installStaleChunkReload, STALE_CHUNK_RELOAD_KEY } from './stale-chunks.ts';

function fakeWindow() {
  const target = new EventTarget();
  const store = new Map<string, string>();
  const reload = vi.fn();
  const win = {
    addEventListener: target.addEventListener.bind(target),
    sessionStorage: {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => store.set(k, v),
    },
    location: { reload },
  } as unknown as Window;
  const fail = () => {
    const event = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(event);
    return event.defaultPrevented;
  };
  return { win, reload, fail, store };
}

afterEach(() => vi.restoreAllMocks());

describe('installStaleChunkReload', () => {
  it('reloads the tab once when a chunk of an older build is gone', () => {
    let now = 1_000_000;
    const { win, reload, fail, store } = fakeWindow();
    installStaleChunkReload(win, () => now);
    expect(fail()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(store.get(STALE_CHUNK_RELOAD_KEY)).toBe(String(now));
    // The reloaded app fails as well: no reload loop, the error goes on to the error page.
    now += 2_000;
    expect(fail()).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    // A later deploy, long after: the same tab reloads again.
    now += 60_000;
    expect(fail()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
