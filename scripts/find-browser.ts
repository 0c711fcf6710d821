import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * Where the end-to-end journeys find a Chromium (docs/decisions/0082-finding-a-browser-for-the-journeys.md), in
 * the order people expect: `CHROMIUM_PATH`, then a browser Playwright installed (`npx playwright install
 * chromium`), then the usual Chromium and Chrome locations of Linux distributions, macOS and Windows.
 */
export interface BrowserSearch {
  env: Record<string, string | undefined>;
  platform: NodeJS.Platform;
  /** The browser Playwright would have installed (it may be absent). */
  playwrightPath: () => string | undefined;
  exists: (file: string) => boolean;
}

/** The flags every headless Chromium of the journeys and benchmarks runs with. */
export const HEADLESS_CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

export const HOW_TO_GET_A_BROWSER =
  'No Chromium or Chrome found for the journeys: set CHROMIUM_PATH, run `npx playwright install chromium`, or install Chromium (Debian: apt-get install chromium).';

function usualLocations(platform: NodeJS.Platform, env: BrowserSearch['env']): string[] {
  if (platform === 'darwin') {
    const apps = ['/Applications', path.join(env.HOME ?? '~', 'Applications')];
    return apps.flatMap((dir) => [
      `${dir}/Chromium.app/Contents/MacOS/Chromium`,
      `${dir}/Google Chrome.app/Contents/MacOS/Google Chrome`,
      `${dir}/Google Chrome for Testing.app/Contents/MacOS/Google Chrome for Testing`,
    ]);
  }
  if (platform === 'win32') {
    const roots = [env.LOCALAPPDATA, env.PROGRAMFILES, env['PROGRAMFILES(X86)']].filter(Boolean) as string[];
    return roots.flatMap((root) => [
      path.win32.join(root, 'Chromium', 'Application', 'chrome.exe'),
      path.win32.join(root, 'Google', 'Chrome', 'Application', 'chrome.exe'),
    ]);
  }
  return [
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/lib/chromium/chromium',
    '/snap/bin/chromium',
    '/usr/bin/google-chrome',
    '/usr/bin/google-chrome-stable',
    '/opt/google/chrome/chrome',
  ];
}

/** The first browser found, or undefined. A `CHROMIUM_PATH` that does not exist is not silently passed over. */
export function findBrowser(search: BrowserSearch): string | undefined {
  const fromEnv = search.env.CHROMIUM_PATH?.trim();
  if (fromEnv) return search.exists(fromEnv) ? fromEnv : undefined;
  let installed: string | undefined;
  try {
    installed = search.playwrightPath();
  } catch {
    installed = undefined;
  }
  const candidates = [installed, ...usualLocations(search.platform, search.env)];
  return candidates.find((file): file is string => !!file && search.exists(file));
}

/** This machine's browser for the journeys. */
export function findBrowserHere(playwrightPath: () => string | undefined): string | undefined {
  return findBrowser({ env: process.env, platform: process.platform, playwrightPath, exists: existsSync });
}
