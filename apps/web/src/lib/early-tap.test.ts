import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyTap, replayEarlyTap } from './early-tap.ts';

function button() {
  const el = document.createElement('button');
  const onClick = vi.fn();
  el.addEventListener('click', onClick);
  return { el, onClick };
}

afterEach(() => {
  document.body.innerHTML = '';
  delete window.__tokoTap;
  delete window.__tokoAlive;
  delete window.__tokoDrawn;
});

describe('early tap', () => {
  it('taps the button tapped before the app was alive, once', () => {
    const { el, onClick } = button();
    document.body.append(el);
    window.__tokoTap = el;
    holdEarlyTap();
    expect(window.__tokoAlive).toBe(true);
    expect(window.__tokoTap).toBeUndefined();
    replayEarlyTap();
    // A second run (React's strict mode runs effects twice) taps nothing more.
    replayEarlyTap();
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('leaves a button that is no longer on the page alone', () => {
    const { el, onClick } = button();
    window.__tokoTap = el;
    holdEarlyTap();
    replayEarlyTap();
    expect(onClick).not.toHaveBeenCalled();
  });

  it('does nothing when nothing was tapped', () => {
    holdEarlyTap();
    expect(() => replayEarlyTap()).not.toThrow();
  });

  it('holds a tap while the page is taken over in parts, then taps it once the page is drawn', () => {
    const { el, onClick } = button();
    const form = document.createElement('form');
    const onSubmit = vi.fn((e: Event) => e.preventDefault());
    form.addEventListener('submit', onSubmit);
    form.append(el);
    document.body.append(form);
    holdEarlyTap();
    el.click();
    // Neither handled nor submitted while its part may still lack its handler.
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(window.__tokoDrawn).toBeUndefined();
    replayEarlyTap();
    expect(window.__tokoDrawn).toBe(true);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    // From then on a tap is the app's at once.
    el.click();
    expect(onClick).toHaveBeenCalledTimes(2);
  });
});
