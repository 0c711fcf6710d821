// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LATE_SCRIPTS_ID, SCRIPTS_AFTER_PAINT_SCRIPT } from './scripts-after-paint.js';

const LIST = { entry: '/assets/index.js', preload: ['/assets/framework.js', '/assets/shell.js'] };

/** The head's script elements and module preloads, in document order. */
const added = () =>
  [...document.head.querySelectorAll('script[type="module"], link[rel="modulepreload"]')].map((el) =>
    el instanceof HTMLScriptElement ? `script ${el.getAttribute('src')}` : `preload ${el.getAttribute('href')}`,
  );

/** The module script added last. */
const lastScript = () => [...document.head.querySelectorAll('script[type="module"]')].at(-1)!;

/** Every module script the page would end up with: each one after the one before has run. */
function runAll() {
  for (let script = lastScript(); script; ) {
    script.dispatchEvent(new Event('load'));
    const next = lastScript();
    if (next === script) break;
    script = next;
  }
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
}

function run() {
  document.head.innerHTML = `<script type="application/json" id="${LATE_SCRIPTS_ID}">${JSON.stringify(LIST)}</script>`;
  // As the browser runs the inline script: in the page's global scope.
  new Function(SCRIPTS_AFTER_PAINT_SCRIPT)();
}

describe('the scripts-after-paint script', () => {
  let frames: FrameRequestCallback[];
  const listeners: [string, EventListenerOrEventListenerObject][] = [];
  beforeEach(() => {
    vi.useFakeTimers();
    // Each test's page listens alone: the listeners an earlier test's script left on the document are removed.
    const listen = document.addEventListener.bind(document);
    vi.spyOn(document, 'addEventListener').mockImplementation((type, listener) => {
      listeners.push([type, listener]);
      listen(type, listener);
    });
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    setVisibility('visible');
  });
  afterEach(() => {
    for (const [type, listener] of listeners.splice(0)) document.removeEventListener(type, listener);
    vi.restoreAllMocks();
    Reflect.deleteProperty(document, 'readyState');
    Reflect.deleteProperty(document, 'visibilityState');
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('should add nothing before the first frame is drawn', () => {
    run();
    vi.advanceTimersByTime(5_000);
    expect(added()).toEqual([]);
  });

  it('should add the preloads, then run each preloaded module, once the first frame has been drawn', () => {
    run();
    frames.shift()!(0);
    expect(added()).toEqual([]);
    vi.advanceTimersByTime(0);
    expect(added()).toEqual([
      'preload /assets/framework.js',
      'preload /assets/shell.js',
      'script /assets/framework.js',
    ]);
    const first = document.head.querySelector('script[type="module"]') as HTMLScriptElement;
    expect(first.getAttribute('crossorigin')).toBe('');
  });

  it('should run the next module only once the one before has run, and the entry last', () => {
    run();
    frames.shift()!(0);
    vi.advanceTimersByTime(0);
    lastScript().dispatchEvent(new Event('load'));
    expect(added().at(-1)).toBe('script /assets/shell.js');
    // A module that could not load does not stop the rest: the entry reports what is missing.
    lastScript().dispatchEvent(new Event('error'));
    expect(added().filter((line) => line.startsWith('script'))).toEqual([
      'script /assets/framework.js',
      'script /assets/shell.js',
      'script /assets/index.js',
    ]);
    lastScript().dispatchEvent(new Event('load'));
    expect(added()).toHaveLength(5);
  });

  it('should add them at once in a hidden tab, which draws no frame', () => {
    setVisibility('hidden');
    run();
    runAll();
    expect(added()).toHaveLength(5);
  });

  it('should add them when the tab is hidden before the first frame, and only once', () => {
    run();
    setVisibility('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    frames.shift()!(0);
    vi.advanceTimersByTime(0);
    runAll();
    expect(added()).toHaveLength(5);
  });

  it('should wait for the parser to finish the page when the first frame comes before it', () => {
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'loading' });
    run();
    frames.shift()!(0);
    vi.advanceTimersByTime(0);
    expect(added()).toEqual([]);
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'complete' });
    document.dispatchEvent(new Event('DOMContentLoaded'));
    runAll();
    expect(added()).toHaveLength(5);
  });
});
