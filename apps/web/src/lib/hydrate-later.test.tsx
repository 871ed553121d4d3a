import { renderToStringAsync } from 'preact-render-to-string';
import { type ReactElement, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HydrateLater, hydrateInParts } from './hydrate-later.tsx';

/** A page with a counter drawn at once and two parts taken over later; each part counts its taps. */
function Page({ onTap }: { onTap: (part: string) => void }) {
  const [count, setCount] = useState(0);
  return (
    <div>
      <button type="button" id="first" onClick={() => setCount(count + 1)}>
        {count}
      </button>
      <HydrateLater>
        <section id="one">
          <button type="button" onClick={() => onTap('one')}>
            satu
          </button>
        </section>
      </HydrateLater>
      <p>antara</p>
      <HydrateLater>
        <footer id="two">
          <button type="button" onClick={() => onTap('two')}>
            dua
          </button>
        </footer>
      </HydrateLater>
    </div>
  );
}

let container: HTMLDivElement;
beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
});
afterEach(() => {
  container.remove();
});

describe('hydrating a drawn page in parts', () => {
  it('takes the page over before its parts, then each part, keeping every element the server drew', async () => {
    const onTap = vi.fn();
    const served = await renderToStringAsync(<Page onTap={onTap} />);
    container.innerHTML = served;
    const first = container.querySelector('#first') as HTMLButtonElement;
    const one = container.querySelector('#one button') as HTMLButtonElement;
    const two = container.querySelector('#two button') as HTMLButtonElement;

    const drawn = hydrateInParts(() => hydrateRoot(container, <Page onTap={onTap} />));
    // After the first pass the parts are the server's, still without code; the rest of the page works
    // (Preact draws a change in a microtask; that render takes the parts over at once too).
    one.click();
    two.click();
    expect(onTap).not.toHaveBeenCalled();
    first.click();
    await null;
    await null;
    expect(first.textContent).toBe('1');

    await drawn;
    one.click();
    two.click();
    expect(onTap.mock.calls).toEqual([['one'], ['two']]);
    // Nothing was drawn again: the same elements, the same markup (the counter aside).
    expect(container.querySelector('#first')).toBe(first);
    expect(container.querySelector('#one button')).toBe(one);
    expect(container.querySelector('#two button')).toBe(two);
    expect(container.innerHTML).toBe(served.replace('>0<', '>1<'));
  });

  it('takes the parts over in page order, none in the first pass', async () => {
    const drawnParts: string[] = [];
    /** Notes when its part is drawn. */
    function Note({ part, children }: { part: string; children: ReactElement }) {
      drawnParts.push(part);
      return children;
    }
    const page = (
      <div>
        <HydrateLater>
          <Note part="one">
            <p>satu</p>
          </Note>
        </HydrateLater>
        <HydrateLater>
          <Note part="two">
            <p>dua</p>
          </Note>
        </HydrateLater>
      </div>
    );
    container.innerHTML = await renderToStringAsync(page);
    drawnParts.length = 0;
    const drawn = hydrateInParts(() => hydrateRoot(container, page));
    expect(drawnParts).toEqual([]);
    await drawn;
    expect(drawnParts).toEqual(['one', 'two']);
    expect(container.innerHTML).toBe('<div><p>satu</p><p>dua</p></div>');
  });

  it('draws a part at once on a page the app draws itself', () => {
    const onTap = vi.fn();
    const root = createRoot(container);
    root.render(<Page onTap={onTap} />);
    (container.querySelector('#two button') as HTMLButtonElement).click();
    expect(onTap).toHaveBeenCalledWith('two');
    root.unmount();
  });
});
