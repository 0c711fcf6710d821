/**
 * A server-rendered page is readable before its JavaScript runs, so the JavaScript waits for the first paint
 * (docs/decisions/0122-scripts-after-first-paint.md): on a phone's slow link the framework would otherwise share
 * the first round trips with the stylesheet and the LCP image and hold both back. The server takes the entry
 * script and its module preloads out of the head and lists them in a data block; this inline script (its hash is
 * in the CSP) adds them once the first paint is on screen and the images of the largest paint have arrived and are on
 * screen too; at once in a hidden tab, which draws nothing.
 * Plain ES5 text, not a function's source: it runs before any bundle and must survive any build untouched.
 */

/** The id of the JSON data block naming the entry module and the modules it imports at once. */
export const LATE_SCRIPTS_ID = 'late-scripts';

/** What the data block holds. */
export interface LateScripts {
  entry: string;
  preload: string[];
}

/** The longest the modules wait for the first paint, and then for the LCP images (a stalled one must not hold them). */
export const LCP_WAIT_MS = 2500;

/** How long after the frame that drew the LCP images the modules wait for the browser to report that paint. */
export const LCP_GRACE_MS = 100;

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
  // A frame's animation callbacks run just before the main thread draws it; the timeout after them, once it has.
  'function frame(then){w.requestAnimationFrame(function(){setTimeout(then,0)})}' +
  // The browser reports a paint once the frame is on screen, which on a busy phone can be well after the main
  // thread drew it: where it reports paints, that report is what the modules wait for, and a frame where it does not.
  'var P=w.PerformanceObserver,types=(P&&P.supportedEntryTypes)||[];' +
  'function observe(type,seen){if(types.indexOf(type)<0)return false;' +
  'try{new P(function(l){l.getEntries().forEach(seen)}).observe({type:type,buffered:true});return true}catch(e){return false}}' +
  'function once(then){var ran=false;return function(){if(!ran){ran=true;then()}}}' +
  // The images the page marks as its largest paint (fetchpriority=high) and shows come before the 100 KB of modules:
  // on a phone's link they would share its bandwidth and the LCP would wait for both. Once they have loaded (or
  // failed) and the browser reports one of them as the largest paint, the modules follow; an image that arrived
  // before the first paint is waited for the same way, since arriving is not being on screen. An image that is not
  // the page's largest gets no report: a frame and LCP_GRACE_MS after it do. Never later than LCP_WAIT_MS.
  "function afterImages(){if(d.visibilityState==='hidden')return add();" +
  'var left=0,shown=[],reported=false,list=d.querySelectorAll(\'img[fetchpriority="high"]\');' +
  'for(var i=0;i<list.length;i++){var img=list[i];if(!img.getClientRects().length)continue;shown.push(img);' +
  "if(!img.complete){left++;img.addEventListener('load',arrived);img.addEventListener('error',arrived)}}" +
  'if(shown.length===0)return add();' +
  `setTimeout(add,${LCP_WAIT_MS});` +
  "var reports=observe('largest-contentful-paint',function(e){if(shown.indexOf(e.element)<0)return;reported=true;if(left===0)setTimeout(add,0)});" +
  'if(left===0)settle();' +
  'function arrived(){if(--left===0)settle()}' +
  'function settle(){if(!reports)return frame(add);if(reported)return setTimeout(add,0);' +
  `frame(function(){setTimeout(add,${LCP_GRACE_MS})})}}` +
  // The entry reads the whole page (#root, the data blocks): never before the parser has finished it.
  "function ready(){if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',afterImages);else afterImages()}" +
  // A hidden tab draws nothing: no paint would come.
  "if(d.visibilityState==='hidden')ready();" +
  'else{var painted=once(ready);' +
  "if(!observe('paint',function(e){if(e.name==='first-contentful-paint')setTimeout(painted,0)}))frame(painted);" +
  `setTimeout(painted,${LCP_WAIT_MS});` +
  "d.addEventListener('visibilitychange',function(){if(d.visibilityState==='hidden')ready()})}" +
  '})(document,window)';
