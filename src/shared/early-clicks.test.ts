// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_CLICKS_SCRIPT } from './early-clicks.js';

/** What React puts on an element it has hydrated (src/shared/react-dom-ownership.ts): the replay waits for it. */
function hydrate(...ids: string[]) {
  for (const id of ids) Object.assign(document.getElementById(id)!, { __reactProps$test: {} });
}

function load() {
  document.body.innerHTML =
    '<div id="root"><button id="add">Dodaj</button><label><input id="box" type="checkbox"> M</label></div><button id="outside"></button>';
  // As the browser runs the inline script: in the page's global scope.
  new Function(EARLY_CLICKS_SCRIPT)();
}

const byId = (id: string) => document.getElementById(id) as HTMLInputElement;

describe('the early clicks script', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    load();
    hydrate('add', 'box', 'outside');
  });
  afterEach(() => {
    // The script stops listening 10 s after the release: the next test's page starts alone.
    window.__releaseEarlyClicks!();
    vi.advanceTimersByTime(20_000);
    vi.useRealTimers();
  });

  it('should hold a button click made before hydration and replay it on release', () => {
    const seen: string[] = [];
    byId('add').addEventListener('click', () => seen.push('add'));
    byId('add').click();
    expect(seen).toEqual([]);
    window.__releaseEarlyClicks!();
    expect(seen).toEqual(['add']);
  });

  it('should wait with the replay until React has hydrated the clicked element', () => {
    const seen: string[] = [];
    const add = document.getElementById('add')!;
    delete (add as unknown as Record<string, unknown>).__reactProps$test;
    add.addEventListener('click', () => seen.push('add'));
    add.click();
    window.__releaseEarlyClicks!();
    vi.advanceTimersByTime(500);
    expect(seen).toEqual([]);
    hydrate('add');
    vi.advanceTimersByTime(50);
    expect(seen).toEqual(['add']);
  });

  it('should replay into the element React rendered in place of the clicked one', () => {
    const add = document.getElementById('add')!;
    delete (add as unknown as Record<string, unknown>).__reactProps$test;
    add.click();
    window.__releaseEarlyClicks!();
    const fresh = document.createElement('button');
    const seen: string[] = [];
    fresh.addEventListener('click', () => seen.push('fresh'));
    add.replaceWith(fresh);
    Object.assign(fresh, { __reactProps$test: {} });
    vi.advanceTimersByTime(50);
    expect(seen).toEqual(['fresh']);
  });

  it('should keep a toggle unchanged until the release toggles it once', () => {
    byId('box').click();
    byId('box').click();
    expect(byId('box').checked).toBe(false);
    window.__releaseEarlyClicks!();
    expect(byId('box').checked).toBe(true);
  });

  it('should hold a click after the release on a part React has not hydrated yet', () => {
    window.__releaseEarlyClicks!();
    const late = document.createElement('button');
    document.getElementById('root')!.append(late);
    const seen: string[] = [];
    late.addEventListener('click', () => seen.push('late'));
    late.click();
    expect(seen).toEqual([]);
    Object.assign(late, { __reactProps$test: {} });
    vi.advanceTimersByTime(50);
    expect(seen).toEqual(['late']);
  });

  it('should leave clicks outside the rendered root and on hydrated parts after the release alone', () => {
    const seen: string[] = [];
    byId('outside').addEventListener('click', () => seen.push('outside'));
    byId('outside').click();
    window.__releaseEarlyClicks!();
    byId('add').addEventListener('click', () => seen.push('add'));
    byId('add').click();
    expect(seen).toEqual(['outside', 'add']);
  });
});
