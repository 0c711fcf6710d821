// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LATE_SCRIPTS_ID, LCP_GRACE_MS, LCP_WAIT_MS, SCRIPTS_AFTER_PAINT_SCRIPT } from './scripts-after-paint.js';

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

function run(body = '') {
  document.head.innerHTML = `<script type="application/json" id="${LATE_SCRIPTS_ID}">${JSON.stringify(LIST)}</script>`;
  document.body.innerHTML = body;
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

  it('should add nothing before the first frame is drawn, up to LCP_WAIT_MS', () => {
    run();
    vi.advanceTimersByTime(LCP_WAIT_MS - 1);
    expect(added()).toEqual([]);
    // A page that never paints (a stylesheet that never came) still gets its scripts.
    vi.advanceTimersByTime(1);
    expect(added()).toHaveLength(3);
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

  /** An image the page marks as its largest paint, still loading and shown (jsdom lays nothing out). */
  function lcpImage(): HTMLImageElement {
    const img = document.querySelector('img[fetchpriority="high"]') as HTMLImageElement;
    Object.defineProperty(img, 'complete', { configurable: true, get: () => false });
    img.getClientRects = () => [new DOMRect(0, 0, 100, 100)] as unknown as DOMRectList;
    return img;
  }

  /** A browser that reports paints: the observers the script made, by entry type. */
  function reportingPaints(types: string[]) {
    const seen = new Map<string, (entries: object[]) => void>();
    class Observer {
      static supportedEntryTypes = types;
      constructor(private readonly callback: (list: { getEntries(): object[] }) => void) {}
      observe({ type }: { type: string }) {
        seen.set(type, (entries) => this.callback({ getEntries: () => entries }));
      }
    }
    vi.stubGlobal('PerformanceObserver', Observer);
    return seen;
  }

  it('should wait for the LCP image to arrive, then for the frame that draws it', () => {
    run('<img fetchpriority="high" src="/hero.avif"><img src="/other.avif">');
    const img = lcpImage();
    frames.shift()!(0);
    vi.advanceTimersByTime(0);
    expect(added()).toEqual([]);
    img.dispatchEvent(new Event('load'));
    expect(added()).toEqual([]);
    frames.shift()!(0);
    vi.advanceTimersByTime(0);
    expect(added()).toHaveLength(3);
  });

  it('should not wait for an LCP image that is not shown', () => {
    run('<img fetchpriority="high" src="/hero.avif">');
    Object.defineProperty(document.querySelector('img')!, 'complete', { get: () => false });
    frames.shift()!(0);
    vi.advanceTimersByTime(0);
    expect(added()).toHaveLength(3);
  });

  it('should add them LCP_WAIT_MS after the first frame when the LCP image stalls', () => {
    run('<img fetchpriority="high" src="/hero.avif">');
    lcpImage();
    frames.shift()!(0);
    vi.advanceTimersByTime(LCP_WAIT_MS - 1);
    expect(added()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(added()).toHaveLength(3);
  });

  it('should wait for the report of the first contentful paint where the browser gives one, not for a frame', () => {
    const seen = reportingPaints(['paint']);
    run();
    for (const frame of frames.splice(0)) frame(0);
    vi.advanceTimersByTime(0);
    expect(added()).toEqual([]);
    seen.get('paint')!([{ name: 'first-paint' }]);
    vi.advanceTimersByTime(0);
    expect(added()).toEqual([]);
    seen.get('paint')!([{ name: 'first-contentful-paint' }]);
    vi.advanceTimersByTime(0);
    expect(added()).toHaveLength(3);
  });

  it("should add them when the LCP image's largest paint is reported", () => {
    const seen = reportingPaints(['paint', 'largest-contentful-paint']);
    run('<img fetchpriority="high" src="/hero.avif"><p>tekst</p>');
    const img = lcpImage();
    seen.get('paint')!([{ name: 'first-contentful-paint' }]);
    vi.advanceTimersByTime(0);
    img.dispatchEvent(new Event('load'));
    // A largest paint of something else is not the image on screen.
    seen.get('largest-contentful-paint')!([{ element: document.querySelector('p') }]);
    vi.advanceTimersByTime(0);
    expect(added()).toEqual([]);
    seen.get('largest-contentful-paint')!([{ element: img }]);
    vi.advanceTimersByTime(0);
    expect(added()).toHaveLength(3);
  });

  it('should wait for the largest-paint report of an LCP image that arrived before the first paint', () => {
    // On a fast link the image is in before the first paint; it is on screen only once the browser says so.
    const seen = reportingPaints(['paint', 'largest-contentful-paint']);
    run('<img fetchpriority="high" src="/hero.avif">');
    const img = lcpImage();
    Object.defineProperty(img, 'complete', { configurable: true, get: () => true });
    seen.get('paint')!([{ name: 'first-contentful-paint' }]);
    vi.advanceTimersByTime(0);
    expect(added()).toEqual([]);
    seen.get('largest-contentful-paint')!([{ element: img }]);
    vi.advanceTimersByTime(0);
    expect(added()).toHaveLength(3);
  });

  it('should add them a frame and LCP_GRACE_MS after the first paint for an arrived image never reported', () => {
    const seen = reportingPaints(['paint', 'largest-contentful-paint']);
    run('<img fetchpriority="high" src="/card.avif">');
    Object.defineProperty(lcpImage(), 'complete', { configurable: true, get: () => true });
    seen.get('paint')!([{ name: 'first-contentful-paint' }]);
    vi.advanceTimersByTime(0);
    frames.shift()!(0);
    vi.advanceTimersByTime(LCP_GRACE_MS - 1);
    expect(added()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(added()).toHaveLength(3);
  });

  it('should add them LCP_GRACE_MS after the frame that drew an LCP image the browser does not report', () => {
    // An image smaller than the page's largest paint gets no report of its own.
    const seen = reportingPaints(['paint', 'largest-contentful-paint']);
    run('<img fetchpriority="high" src="/card.avif">');
    const card = lcpImage();
    seen.get('paint')!([{ name: 'first-contentful-paint' }]);
    vi.advanceTimersByTime(0);
    card.dispatchEvent(new Event('error'));
    frames.shift()!(0);
    vi.advanceTimersByTime(LCP_GRACE_MS - 1);
    expect(added()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(added()).toHaveLength(3);
  });
});
