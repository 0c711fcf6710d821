// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { holdEarlyClicks } from './early-clicks.js';

function page() {
  document.body.innerHTML =
    '<div id="root"><button id="add">Dodaj</button><label><input id="box" type="checkbox"> Veličina M</label></div><button id="outside"></button>';
  return document.getElementById('root')!;
}

describe('holdEarlyClicks', () => {
  it('should hold a button click made before hydration and replay it on release', () => {
    const release = holdEarlyClicks(page());
    const seen: string[] = [];
    document.getElementById('add')!.addEventListener('click', () => seen.push('add'));
    document.getElementById('add')!.click();
    expect(seen).toEqual([]);
    release();
    expect(seen).toEqual(['add']);
  });

  it('should keep a toggle unchanged until the release toggles it once', () => {
    const release = holdEarlyClicks(page());
    const box = document.getElementById('box') as HTMLInputElement;
    box.click();
    expect(box.checked).toBe(false);
    release();
    expect(box.checked).toBe(true);
  });

  it('should leave clicks outside the rendered root and after the release alone', () => {
    const release = holdEarlyClicks(page());
    const seen: string[] = [];
    document.getElementById('outside')!.addEventListener('click', () => seen.push('outside'));
    document.getElementById('outside')!.click();
    release();
    document.getElementById('add')!.addEventListener('click', () => seen.push('add'));
    document.getElementById('add')!.click();
    expect(seen).toEqual(['outside', 'add']);
  });
});
