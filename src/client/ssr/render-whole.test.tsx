import { executionAsyncId } from 'node:async_hooks';
import { Suspense, use } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWhole as html } from './render-whole.js';

const later = (text: string) => new Promise<string>((resolve) => setTimeout(() => resolve(text), 20));

function Price({ price }: { price: Promise<string> }) {
  return <span>{use(price)}</span>;
}

function Thrower(): never {
  throw new Error('no shell');
}

describe('renderWhole', () => {
  it('should send the page whole and in order once what it waits for has come, with no inline script', async () => {
    const page = await html(
      <main>
        <h1>Dres</h1>
        <Suspense fallback={<i>…</i>}>
          <Price price={later('65,00 €')} />
        </Suspense>
        <p>Kraj</p>
      </main>,
    );
    expect(page).toContain('<h1>Dres</h1><!--$--><span>65,00 €</span><!--/$--><p>Kraj</p>');
    expect(page).not.toContain('<script');
    expect(page).not.toContain('…');
  });

  it('should log the error and reject with it when the shell cannot render', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(html(<Thrower />)).rejects.toThrow('no shell');
    expect(logged).toHaveBeenCalledWith('[ssr]', expect.objectContaining({ message: 'no shell' }));
    logged.mockRestore();
  });

  it('should leave no async hook on: a promise costs the server nothing extra after a render', async () => {
    await html(<p>Dres</p>);
    await null;
    // With any AsyncLocalStorage or async hook on, a promise continuation runs under an async id of its own.
    expect(executionAsyncId()).toBe(0);
  });
});
