/** sessionStorage key holding when this tab last reloaded for a missing chunk. */
export const STALE_CHUNK_RELOAD_KEY = 'toko:stale-chunk-reload';
/** A second failure this soon after a reload is a real error, shown instead of reloading again. */
const RELOAD_GAP_MS = 10_000;

/**
 * A tab opened before a deploy still asks for the old hashed chunks, which the new build no longer has
 * (the server answers 404). Vite reports that as `vite:preloadError`; the tab then reloads once to get
 * the new app at the same URL. Should the new app fail too, the error page shows as usual.
 */
export function installStaleChunkReload(win: Window = window, now: () => number = Date.now) {
  win.addEventListener('vite:preloadError', (event) => {
    const last = Number(win.sessionStorage.getItem(STALE_CHUNK_RELOAD_KEY) ?? 0);
    if (now() - last < RELOAD_GAP_MS) return;
    win.sessionStorage.setItem(STALE_CHUNK_RELOAD_KEY, String(now()));
    event.preventDefault();
    win.location.reload();
  });
}
