import { lazyPart } from '../../../../app/lazy-part.js';

/** The panel and its machine (XState) load after the grid is on screen (the first-view budget); one part for every list. */
export const FilterPanel = lazyPart('FilterPanel', () => import('./FilterPanel.js'));
