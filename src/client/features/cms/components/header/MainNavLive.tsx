import type { NavigationItem } from '../../../../lib/api-types.js';
import { MainNavView } from './MainNavView.js';
import { useMainNav } from './use-main-nav.js';

/** The navigation wired to machines/main-nav (its own chunk: XState loads after first paint). */
export default function MainNavLive({ items, apiKeyId }: { items: readonly NavigationItem[]; apiKeyId: number }) {
  return <MainNavView items={items} nav={useMainNav()} apiKeyId={apiKeyId} />;
}
