/**
 * A click on a button or toggle of the server's HTML before the app listens (docs/decisions/0106-server-rendering.md)
 * would do nothing, or toggle a box React then overrides. The server inlines this script at the top of the page
 * (its hash is in the CSP); it holds such clicks until the client calls `window.__releaseEarlyClicks()` after
 * hydration, which replays them. Links need nothing: before hydration they navigate as plain links.
 * Plain ES5 text, not a function's source: it runs before any bundle and must survive any build untouched.
 */
export const EARLY_CLICKS_SCRIPT =
  '(function(d,w){var held=[];' +
  'function hold(e){var t=e.target&&e.target.closest&&e.target.closest(\'button, label, input[type="checkbox"], input[type="radio"]\');' +
  "var root=d.getElementById('root');if(!t||!root||!root.contains(t))return;" +
  'e.preventDefault();e.stopPropagation();if(held.indexOf(t)<0)held.push(t)}' +
  "d.addEventListener('click',hold,true);" +
  "w.__releaseEarlyClicks=function(){d.removeEventListener('click',hold,true);" +
  'held.splice(0).forEach(function(t){if(t.isConnected)t.click()})}})(document,window)';
