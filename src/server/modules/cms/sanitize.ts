/**
 * Allow-list HTML sanitiser for CMS content (docs/decisions/0037-sanitised-content-and-security-headers.md): only the tags the storefront's rich-text renderer
 * knows survive, with no attributes except a safe href on links. Everything else is dropped (its text kept,
 * except inside script/style/iframe-like elements, whose content is dropped too).
 */
const ALLOWED = new Set([
  'p',
  'br',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'strong',
  'b',
  'em',
  'i',
  'a',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'blockquote',
]);
const VOID = new Set(['br']);
const DROP_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'noscript',
  'template',
  'svg',
  'math',
  'textarea',
  'select',
]);

const escapeText = (s: string) =>
  s
    .replace(/&(?!(?:[a-z]+|#\d+|#x[0-9a-f]+);)/gi, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
const escapeAttr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Relative paths (single leading slash), https, mailto and tel only. */
export function isSafeHref(href: string): boolean {
  const h = href.trim();
  if (/^\/(?![/\\])/.test(h)) return true;
  return /^(?:https:\/\/|mailto:|tel:)[^\s"'<>\\]*$/i.test(h);
}

export function sanitizeHtml(input: string): string {
  let out = '';
  const open: string[] = [];
  let dropDepth = 0;
  const re = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)([^>]*)>|<!--[\s\S]*?-->|<[!?][^>]*>/g;
  let last = 0;
  for (let m = re.exec(input); m; m = re.exec(input)) {
    if (dropDepth === 0) out += escapeText(input.slice(last, m.index));
    last = re.lastIndex;
    const [, closing, rawName, attrs = ''] = m;
    if (!rawName) continue; // comments and broken tags vanish
    const name = rawName.toLowerCase();
    if (DROP_WITH_CONTENT.has(name)) {
      if (closing) dropDepth = Math.max(0, dropDepth - 1);
      else if (!attrs.trim().endsWith('/')) dropDepth++;
      continue;
    }
    if (dropDepth > 0 || !ALLOWED.has(name)) continue;
    if (closing) {
      const at = open.lastIndexOf(name);
      if (at === -1) continue;
      // Close anything left open inside, so the output is always well nested.
      while (open.length > at) out += `</${open.pop()}>`;
      continue;
    }
    if (VOID.has(name)) {
      out += `<${name}>`;
      continue;
    }
    let attrText = '';
    if (name === 'a') {
      const href = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attrs);
      const value = href ? (href[1] ?? href[2] ?? href[3] ?? '') : '';
      if (value && isSafeHref(value)) {
        attrText = ` href="${escapeAttr(value.trim())}"`;
        if (/^https:/i.test(value.trim())) attrText += ' target="_blank" rel="noopener noreferrer"';
      }
    }
    out += `<${name}${attrText}>`;
    open.push(name);
  }
  if (dropDepth === 0) out += escapeText(input.slice(last));
  while (open.length) out += `</${open.pop()}>`;
  return out;
}
