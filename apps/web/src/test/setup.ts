import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Vitest runs without globals, so Testing Library's automatic cleanup needs this.
afterEach(cleanup);

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
