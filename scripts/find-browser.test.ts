import { describe, expect, it } from 'vitest';
import { findBrowser, type BrowserSearch } from './find-browser.js';

function search(files: string[], over: Partial<BrowserSearch> = {}): BrowserSearch {
  return {
    env: {},
    platform: 'linux',
    playwrightPath: () => '/home/u/.cache/ms-playwright/chromium-1/chrome-linux64/chrome',
    exists: (file) => files.includes(file),
    ...over,
  };
}

describe('finding a browser for the journeys', () => {
  it('should take CHROMIUM_PATH first, and not pass over one that does not exist', () => {
    const env = { CHROMIUM_PATH: '/opt/my/chrome' };
    expect(findBrowser(search(['/opt/my/chrome', '/usr/bin/chromium'], { env }))).toBe('/opt/my/chrome');
    expect(findBrowser(search(['/usr/bin/chromium'], { env }))).toBeUndefined();
  });

  it('should take the browser Playwright installed before the system ones', () => {
    const installed = '/home/u/.cache/ms-playwright/chromium-1/chrome-linux64/chrome';
    expect(findBrowser(search([installed, '/usr/bin/chromium']))).toBe(installed);
  });

  it('should find the usual Chromium and Chrome locations', () => {
    expect(findBrowser(search(['/usr/bin/chromium-browser']))).toBe('/usr/bin/chromium-browser');
    expect(findBrowser(search(['/usr/bin/google-chrome-stable']))).toBe('/usr/bin/google-chrome-stable');
    const mac = '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome';
    expect(findBrowser(search([mac], { platform: 'darwin' }))).toBe(mac);
  });

  it('should answer nothing when there is no browser, or Playwright cannot say where its own would be', () => {
    const playwrightPath = () => {
      throw new Error('not installed');
    };
    expect(findBrowser(search([], { playwrightPath }))).toBeUndefined();
  });
});
