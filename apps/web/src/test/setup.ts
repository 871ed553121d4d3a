import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, vi } from 'vitest';

// The web project shares one module graph and one jsdom window between the test files of a worker
// (isolate: false in vitest.config.ts), so whatever a test leaves behind reaches the next file. After every
// test, whatever the file's own hooks did: the rendered tree goes (Testing Library's cleanup, which needs
// this without globals), then the toasts still on screen (sonner replays them to the next file's Toaster),
// stubbed globals (fetch, matchMedia, IntersectionObserver, navigator), fake timers, the stored token and
// voucher code, and the address and title the page was left at. Spies end with each file (Vitest restores
// them); module mocks (vi.mock) are not file-scoped here, so the web tests use none (spyOnToasts instead).
afterEach(() => {
  cleanup();
  toast.dismiss();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  document.title = '';
});

// findBy*/waitFor give up after 1 s by default: too short for a first render while the API suite runs
// beside the component tests on two cores. A test still fails when what it waits for never comes.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no modal dialogs; the app's Dialog opens a native <dialog>.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal() {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close() {
    this.removeAttribute('open');
  };
}
