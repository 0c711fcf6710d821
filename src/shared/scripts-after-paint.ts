/**
 * A server-rendered page is readable before its JavaScript runs, so the JavaScript waits for the first paint
 * (docs/decisions/0122-scripts-after-first-paint.md): on a phone's slow link the framework would otherwise share
 * the first round trips with the stylesheet and the LCP image and hold both back. The server takes the entry
 * script and its module preloads out of the head and lists them in a data block; this inline script (its hash is
 * in the CSP) adds them once the page has been drawn, at once in a hidden tab, which draws nothing.
 * Plain ES5 text, not a function's source: it runs before any bundle and must survive any build untouched.
 */

/** The id of the JSON data block naming the entry module and the modules it imports at once. */
export const LATE_SCRIPTS_ID = 'late-scripts';

/** What the data block holds. */
export interface LateScripts {
  entry: string;
  preload: string[];
}

export const SCRIPTS_AFTER_PAINT_SCRIPT =
  '(function(d,w){var done=false;' +
  'function add(){if(done)return;done=true;' +
  `var list=JSON.parse(d.getElementById('${LATE_SCRIPTS_ID}').textContent);` +
  // The preloads first: the browser fetches the imports beside the entry instead of after it.
  "list.preload.forEach(function(href){var l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=href;d.head.appendChild(l)});" +
  // Then each preloaded module is run by a script of its own, the next one once it has run, and the entry last: a
  // browser runs a module and everything it imports in one task, and the whole app at once held a phone's main
  // thread for 150-200 ms after the first paint. Each module still runs once (the module map keeps it); the
  // entry finds its imports done. Their downloads are not serialised: the preloads above fetch them together.
  'var queue=list.preload.concat([list.entry]);' +
  "(function next(){var s=d.createElement('script');s.type='module';s.crossOrigin='';s.src=queue.shift();" +
  'if(queue.length)s.onload=s.onerror=next;d.head.appendChild(s)})()}' +
  // The entry reads the whole page (#root, the data blocks): never before the parser has finished it.
  "function ready(){if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',add);else add()}" +
  // The first frame's callbacks run just before it is drawn; the timeout after it, once it has been.
  "if(d.visibilityState==='hidden')ready();" +
  'else{w.requestAnimationFrame(function(){setTimeout(ready,0)});' +
  "d.addEventListener('visibilitychange',function(){if(d.visibilityState==='hidden')ready()})}" +
  '})(document,window)';
