// @vitest-environment jsdom
import { act, Suspense, use } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { OWNED_BY_REACT_SOURCE, ownedByReact } from './react-dom-ownership.js';

// Reads React DOM's private marks: this test is what fails, loudly, when a React upgrade changes them
// (docs/decisions/0189-react-ownership-adapter.md). Then fix src/shared/react-dom-ownership.ts, nothing else.
const live = new Function(`${OWNED_BY_REACT_SOURCE};return live`)() as (element: Element) => boolean;

let release: () => void = () => {};
const later = new Promise<void>((resolve) => {
  release = resolve;
});

function Late() {
  use(later);
  return <button type="button">Dodaj</button>;
}

function Page() {
  return (
    <main>
      <h1>Dres</h1>
      <Suspense fallback={<p>čekam</p>}>
        <Late />
      </Suspense>
    </main>
  );
}

describe('React DOM ownership', () => {
  it('should tell the server HTML from what React hydrated, a boundary only once React has taken it over', async () => {
    release();
    const { prelude } = await prerender(<Page />);
    const root = document.createElement('div');
    root.innerHTML = await new Response(prelude).text();
    document.body.append(root);
    const heading = root.querySelector('h1')!;
    const button = root.querySelector('button')!;
    expect([ownedByReact(heading), live(heading), ownedByReact(button), live(button)]).toEqual([
      false,
      false,
      false,
      false,
    ]);
    await act(async () => {
      hydrateRoot(root, <Page />);
    });
    // The same elements, now React's: the test both the inline script and the client use.
    expect(root.querySelector('button')).toBe(button);
    expect([ownedByReact(heading), live(heading), ownedByReact(button), live(button)]).toEqual([
      true,
      true,
      true,
      true,
    ]);
    root.remove();
  });
});
