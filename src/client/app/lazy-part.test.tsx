// @vitest-environment jsdom
import { Suspense } from 'react';
import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { boundariesHydrated } from '../ssr/whole-page-hydrated.js';
import { DrawnParts, lazyPart, preloadParts } from './lazy-part.js';

// A part inside a part: its name is known only once the outer part's code has loaded.
let innerLoads = 0;
const Inner = lazyPart('TestInner', async () => {
  innerLoads += 1;
  return { default: ({ label }: { label: string }) => <button type="button">{label}</button> };
});
const Outer = lazyPart('TestOuter', async () => ({
  default: () => (
    <section>
      <Suspense fallback={<p>čekam</p>}>
        <Inner label="Dodaj" />
      </Suspense>
    </section>
  ),
}));
const Later = lazyPart('TestLater', async () => ({ default: () => <aside>kasnije</aside> }));

function Page() {
  return (
    <main>
      <Suspense fallback={<p>učitavam</p>}>
        <Outer />
      </Suspense>
    </main>
  );
}

async function serverHtml(): Promise<{ html: string; drawn: string[] }> {
  const drawn = new Set<string>();
  const { prelude } = await prerender(
    <DrawnParts.Provider value={drawn}>
      <Page />
    </DrawnParts.Provider>,
  );
  return { html: await new Response(prelude).text(), drawn: [...drawn] };
}

describe('lazy parts', () => {
  it('should name every part the server drew, those inside other parts too', async () => {
    const { html, drawn } = await serverHtml();
    expect(drawn.sort()).toEqual(['TestInner', 'TestOuter']);
    expect(html).toContain('Dodaj');
    expect(html).not.toContain('učitavam');
  });

  it('should hydrate the server HTML live in one go once the drawn parts are preloaded', async () => {
    const { html, drawn } = await serverHtml();
    const root = document.createElement('div');
    root.innerHTML = html;
    document.body.append(root);
    expect(boundariesHydrated(root)).toBe(false);

    await preloadParts([...drawn, 'NoSuchPart']);
    expect(innerLoads).toBe(1);
    const serverButton = root.querySelector('button');
    await act(async () => {
      hydrateRoot(root, <Page />, { onRecoverableError: (error) => expect.fail(String(error)) });
    });
    expect(boundariesHydrated(root)).toBe(true);
    // The server's own button is kept and answers: nothing was drawn anew.
    expect(root.querySelector('button')).toBe(serverButton);
    expect(root.textContent).not.toContain('čekam');
    root.remove();
  });

  it('should render a preloaded part at once, where one not loaded yet suspends', async () => {
    const first = document.createElement('div');
    act(() =>
      createRoot(first).render(
        <Suspense fallback="učitavam">
          <Later />
        </Suspense>,
      ),
    );
    expect(first.textContent).toBe('učitavam');
    await preloadParts(['TestLater']);
    const second = document.createElement('div');
    act(() =>
      createRoot(second).render(
        <Suspense fallback="učitavam">
          <Later />
        </Suspense>,
      ),
    );
    expect(second.textContent).toBe('kasnije');
  });
});
