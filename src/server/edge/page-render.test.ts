import { describe, expect, it } from 'vitest';
import { cartToRender, inlineScriptSources, paintFirst, scriptsAfterPaint } from './page-render.js';

describe('paintFirst', () => {
  const page = [
    '<!doctype html><html><head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width" />',
    '<title>Dresovi</title><script type="module" crossorigin src="/assets/index.js"></script>',
    '<link rel="modulepreload" crossorigin href="/assets/framework.js">',
    '<link rel="stylesheet" crossorigin href="/assets/style.css">',
    '<link rel="preload" as="image" imagesrcset="/media/hero.avif 720w" media="(min-width: 768px)">',
    '</head><body><div id="root"><link rel="preload" as="image" href="/logo.png"/></div></body></html>',
  ].join('');

  it('should put the stylesheet and the image preloads right after the viewport, before the scripts', () => {
    const html = paintFirst(page);
    const order = ['style.css', 'hero.avif', '<title>', 'index.js', 'framework.js'].map((part) => html.indexOf(part));
    expect(order.every((at, i) => at > 0 && (i === 0 || at > order[i - 1]!))).toBe(true);
    expect(html.indexOf('<meta name="viewport"')).toBeLessThan(order[0]!);
  });

  it('should keep every tag once and leave the body alone', () => {
    const html = paintFirst(page);
    expect(html.length).toBe(page.length);
    expect(html.match(/style\.css/g)).toHaveLength(1);
    expect(html.slice(html.indexOf('<body>'))).toBe(page.slice(page.indexOf('<body>')));
  });

  it('should change nothing without a viewport tag', () => {
    const bare = page.replace(/<meta name="viewport"[^>]*>/, '');
    expect(paintFirst(bare)).toBe(bare);
  });
});

describe('scriptsAfterPaint', () => {
  const page = [
    '<!doctype html><html><head><meta charset="UTF-8" /><title>Dresovi</title>',
    '<script type="module" crossorigin src="/assets/index.js"></script>',
    '<link rel="modulepreload" crossorigin href="/assets/framework.js">',
    '<link rel="stylesheet" crossorigin href="/assets/style.css">',
    '<link rel="modulepreload" crossorigin href="/assets/route.js">',
    '</head><body><div id="root"><p>Dres</p></div></body></html>',
  ].join('');

  it('should take the entry and its preloads out of the head and name them in a data block', () => {
    const { html, block } = scriptsAfterPaint(page);
    expect(html).not.toMatch(/<script type="module"|modulepreload/);
    expect(JSON.parse(block)).toEqual({
      entry: '/assets/index.js',
      preload: ['/assets/framework.js', '/assets/route.js'],
    });
    expect(html).toContain(`<script type="application/json" id="late-scripts">${block}</script></head>`);
  });

  it('should keep the stylesheet and the body as they were', () => {
    const { html } = scriptsAfterPaint(page);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/style.css">');
    expect(html.slice(html.indexOf('<body>'))).toBe(page.slice(page.indexOf('<body>')));
  });

  it('should return a page without an entry module as it is', () => {
    const bare = page.replace(/<script type="module"[^>]*><\/script>/, '');
    expect(scriptsAfterPaint(bare)).toEqual({ html: bare, block: '' });
  });
});

describe('cartToRender', () => {
  const cartId = 'M1Km_sSqPmTOUJmZR66Hsw';
  const protectCode = '4aU5u2siUxy5HAXT8Vdvmb19z3N_frEE02dZqL8Fkl4';
  const guest = { headers: { cookie: `acceptedCookies=necessary; cartId=${cartId}; protectCode=${protectCode}` } };

  it("should give a guest's cart pair to their cart and checkout pages", () => {
    expect(cartToRender('/kosarica', guest)).toEqual({ cartId, protectCode });
    expect(cartToRender('/naplata', guest)).toEqual({ cartId, protectCode });
  });

  it('should give it to no other page, which is the same for everyone', () => {
    for (const pathname of ['/', '/shop/dresovi', '/product/kosarica', '/kosarica-x']) {
      expect(cartToRender(pathname, guest)).toBeUndefined();
    }
  });

  it('should give none to a signed-in visitor, whose cart only their token opens, nor without both cookies', () => {
    expect(cartToRender('/kosarica', { headers: { cookie: `${guest.headers.cookie}; fs_session=1` } })).toBeUndefined();
    expect(cartToRender('/kosarica', { headers: { cookie: `cartId=${cartId}` } })).toBeUndefined();
    expect(cartToRender('/kosarica', { headers: {} })).toBeUndefined();
  });

  it('should take no value that is not a session token', () => {
    const odd = { headers: { cookie: `cartId=<script>; protectCode=${protectCode}` } };
    expect(cartToRender('/kosarica', odd)).toBeUndefined();
  });
});

describe('inlineScriptSources', () => {
  it('should give the text of every inline script, the router state among them, for the CSP', () => {
    const scripts =
      '<script data-tsr-stream-part="">self.$_TSR={};$_TSR.router=1</script><script>document.currentScript.remove()</script>';
    expect(inlineScriptSources(scripts)).toEqual(['self.$_TSR={};$_TSR.router=1', 'document.currentScript.remove()']);
    expect(inlineScriptSources('')).toEqual([]);
  });
});
