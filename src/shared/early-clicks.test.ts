// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { EARLY_CLICKS_SCRIPT } from './early-clicks.js';

function load() {
  document.body.innerHTML =
    '<div id="root"><button id="add">Dodaj</button><label><input id="box" type="checkbox"> M</label></div><button id="outside"></button>';
  // As the browser runs the inline script: in the page's global scope.
  new Function(EARLY_CLICKS_SCRIPT)();
}

const byId = (id: string) => document.getElementById(id) as HTMLInputElement;

describe('the early clicks script', () => {
  beforeEach(load);

  it('should hold a button click made before hydration and replay it on release', () => {
    const seen: string[] = [];
    byId('add').addEventListener('click', () => seen.push('add'));
    byId('add').click();
    expect(seen).toEqual([]);
    window.__releaseEarlyClicks!();
    expect(seen).toEqual(['add']);
  });

  it('should keep a toggle unchanged until the release toggles it once', () => {
    byId('box').click();
    byId('box').click();
    expect(byId('box').checked).toBe(false);
    window.__releaseEarlyClicks!();
    expect(byId('box').checked).toBe(true);
  });

  it('should leave clicks outside the rendered root and after the release alone', () => {
    const seen: string[] = [];
    byId('outside').addEventListener('click', () => seen.push('outside'));
    byId('outside').click();
    window.__releaseEarlyClicks!();
    byId('add').addEventListener('click', () => seen.push('add'));
    byId('add').click();
    expect(seen).toEqual(['outside', 'add']);
  });
});
