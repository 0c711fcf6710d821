import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path.js';

const origin = 'https://shop.zvijezda.hr';

describe('safeReturnPath', () => {
  it.each([
    ['//2130706433/x'],
    ['//evil'],
    ['/\\evil'],
    ['https://evil'],
    ['javascript:alert(1)'],
    ['/%2F%2Fevil'],
    ['/%252F%252Fevil'],
    ['/%5Cevil'],
    ['\\\\evil'],
    ['/\t/evil'],
    [' //evil'],
    ['http://shop.zvijezda.hr.evil.com/'],
    ['/%E0%A4%A'],
    [''],
    [null],
    [42],
  ])('should fall back to / for %j', (path) => {
    expect(safeReturnPath(path, origin)).toBe('/');
  });

  it('should keep an internal path with its query and hash', () => {
    expect(safeReturnPath('/profil?tab=moj_racun#top', origin)).toBe('/profil?tab=moj_racun#top');
    expect(safeReturnPath('/shop/dresovi', origin)).toBe('/shop/dresovi');
  });

  it('should keep a path with Croatian letters', () => {
    expect(safeReturnPath('/shop/navijački-program', origin)).toBe('/shop/navija%C4%8Dki-program');
  });

  it('should refuse an absolute address, even one of the shop itself', () => {
    expect(safeReturnPath('https://shop.zvijezda.hr/kosarica', origin)).toBe('/');
  });
});
