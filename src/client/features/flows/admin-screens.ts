/**
 * The journeys' screenshots per state (docs/machines/screens/<machine>/<state>.jpg, written by the journey run) as
 * the back office serves them: built into the app's assets, none when the run has not written any.
 */
import type { ScreenFinder } from './sources.js';

const urls = import.meta.glob<string>('/docs/machines/screens/**/*.jpg', {
  eager: true,
  query: '?url',
  import: 'default',
});

export const adminScreens: ScreenFinder = (machine, states) => {
  for (const state of states) {
    const url = urls[`/docs/machines/screens/${machine}/${state}.jpg`];
    if (url) return url;
  }
  return null;
};
