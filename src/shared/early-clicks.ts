import { OWNED_BY_REACT_SOURCE } from './react-dom-ownership.js';

/**
 * A click on a button or toggle of the server's HTML before the app listens (docs/decisions/0106-server-rendering.md)
 * would do nothing, or toggle a box React then overrides. The server inlines this script at the top of the page
 * (its hash is in the CSP); it holds such clicks until the client calls `window.__releaseEarlyClicks()` after
 * hydration, which replays each once React has hydrated its element. Links need nothing: before hydration they navigate as plain links.
 * Plain ES5 text, not a function's source: it runs before any bundle and must survive any build untouched.
 */
export const EARLY_CLICKS_SCRIPT =
  '(function(d,w){var held=[],released=false;' +
  // React hydrates Suspense boundaries after the root: a click into a part not hydrated yet would be dropped, so
  // such clicks are held until React owns the element (each at most 10 s), as told by the one adapter that reads
  // React DOM's marks (src/shared/react-dom-ownership.ts).
  OWNED_BY_REACT_SOURCE +
  // A part that gets an update while hydrating is rendered anew: the click goes to the element in its place.
  'function pathOf(t){var p=[];while(t&&t.id!=="root"){p.unshift([].indexOf.call(t.parentNode.children,t));t=t.parentNode}return p}' +
  "function at(p){var t=d.getElementById('root');for(var i=0;t&&i<p.length;i++)t=t.children[p[i]];return t}" +
  'function replay(t,tries,p){p=p||pathOf(t);if(!t.isConnected)t=at(p);if(!t)return;' +
  'if(live(t)||tries>200){t.click();return}' +
  'setTimeout(function(){replay(t,tries+1,p)},50)}' +
  'function hold(e){var t=e.target&&e.target.closest&&e.target.closest(\'button, label, input[type="checkbox"], input[type="radio"]\');' +
  "var root=d.getElementById('root');if(!t||!root||!root.contains(t)||(released&&live(t)))return;" +
  'e.preventDefault();e.stopPropagation();if(released)replay(t,0);else if(held.indexOf(t)<0)held.push(t)}' +
  "d.addEventListener('click',hold,true);" +
  'w.__releaseEarlyClicks=function(){released=true;' +
  "setTimeout(function(){d.removeEventListener('click',hold,true)},10000);" +
  'held.splice(0).forEach(function(t){replay(t,0)})}})(document,window)';
