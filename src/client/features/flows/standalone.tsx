/**
 * The static flow explorer of `npm run flows` (scripts/flows.ts): the same explorer as /admin/tokovi, opened from
 * disk without a server or network. The screenshots are copied beside it; their list is written into the page.
 */
import { createRoot } from 'react-dom/client';
import { FlowExplorer } from './components/FlowExplorer.js';
import type { ScreenFinder } from './sources.js';

declare global {
  interface Window {
    /** '<machine>/<state>' of every screenshot copied into screens/. */
    __FLOW_SCREENS__?: string[];
  }
}

const copied = new Set(window.__FLOW_SCREENS__ ?? []);
const screens: ScreenFinder = (machine, states) => {
  const state = states.find((s) => copied.has(`${machine}/${s}`));
  return state === undefined ? null : `screens/${machine}/${state}.jpg`;
};

createRoot(document.getElementById('root')!).render(<FlowExplorer screens={screens} />);
