/**
 * The per-URL head of the first HTML answer (title, description, canonical, Open Graph, JSON-LD, LCP preload),
 * rendered into the SPA's index.html. Every value is escaped for its context: attribute and text values as
 * HTML, JSON-LD as JSON that cannot close its script element.
 */
export interface HeadImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}

export interface PageHead {
  /** The full title, template already applied. */
  title: string;
  description: string;
  canonical: string;
  ogType: 'website' | 'product';
  image?: HeadImage | undefined;
  robots?: string | undefined;
  /** Extra <meta property> pairs (product:price:amount...). */
  properties?: Array<[string, string]>;
  jsonLd?: object[];
  /**
   * <link rel=preload as=image> of the page's LCP image, the same srcset the client renders; one per art direction
   * (the hero's phone artwork under `media`), so a phone fetches only its own.
   */
  preloads?: ImagePreload[] | undefined;
}

export interface ImagePreload {
  srcset: string;
  sizes: string;
  type: string;
  /** The media query of a <picture> source: the browser preloads it only where it matches. */
  media?: string | undefined;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

/** JSON for an inline script: no '<', '>', '&' or line separators survive literally. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const meta = (attr: 'name' | 'property', key: string, content: string) =>
  `<meta ${attr}="${escapeHtml(key)}" content="${escapeHtml(content)}">`;

/** The head tags and the inline scripts among them (their CSP hashes are added by the caller). */
export function renderHead(head: PageHead): { tags: string; scripts: string[] } {
  const tags: string[] = [`<link rel="canonical" href="${escapeHtml(head.canonical)}">`];
  if (head.robots) tags.push(meta('name', 'robots', head.robots));
  tags.push(
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:locale', 'hr_HR'),
  );
  if (head.image) {
    tags.push(
      meta('property', 'og:image', head.image.url),
      meta('property', 'og:image:width', String(head.image.width)),
      meta('property', 'og:image:height', String(head.image.height)),
      meta('property', 'og:image:alt', head.image.alt),
      meta('name', 'twitter:card', 'summary_large_image'),
    );
  }
  for (const [key, value] of head.properties ?? []) tags.push(meta('property', key, value));
  for (const preload of head.preloads ?? []) {
    const media = preload.media ? ` media="${escapeHtml(preload.media)}"` : '';
    tags.push(
      `<link rel="preload" as="image" type="${escapeHtml(preload.type)}" imagesrcset="${escapeHtml(preload.srcset)}" imagesizes="${escapeHtml(preload.sizes)}"${media} fetchpriority="high">`,
    );
  }
  const scripts = (head.jsonLd ?? []).map((doc) => scriptJson(doc));
  for (const script of scripts) tags.push(`<script type="application/ld+json">${script}</script>`);
  return { tags: tags.join(''), scripts };
}

/** index.html with the page's title and description replaced and its other head tags added. */
export function applyHead(template: string, head: PageHead): { html: string; scripts: string[] } {
  const { tags, scripts } = renderHead(head);
  const title = `<title>${escapeHtml(head.title)}</title>`;
  const description = meta('name', 'description', head.description);
  let html = /<title>[\s\S]*?<\/title>/.test(template)
    ? template.replace(/<title>[\s\S]*?<\/title>/, () => title)
    : template.replace('</head>', `${title}</head>`);
  html = /<meta name="description"[^>]*>/.test(html)
    ? html.replace(/<meta name="description"[^>]*>/, () => description)
    : html.replace('</head>', `${description}</head>`);
  // A function replacement: "$&" or "$1" inside a product name must stay literal text.
  return { html: html.replace('</head>', () => `${tags}</head>`), scripts };
}
