import { useEffect } from 'react';
import { useRouteContext } from '@tanstack/react-router';

/** Page title template of the spec: '%s | ' followed by the shop's name. */
export function formatTitle(title: string | null | undefined, siteName: string): string {
  const clean = (title ?? '').trim();
  return clean ? `${clean} | ${siteName}` : siteName;
}

/** Sets document.title for the current screen from the template and the configured shop name. */
export function usePageTitle(title: string | null | undefined): void {
  const { config } = useRouteContext({ from: '__root__' });
  useEffect(() => {
    document.title = formatTitle(title, config.siteName);
  }, [title, config.siteName]);
}

/**
 * The title and the description of a page whose head the server writes from its record (the product page): after a
 * navigation the tab and the description say the same as the first HTML answer would
 * (docs/decisions/0198-product-seo-fields-reach-the-page.md).
 */
export function usePageHead(title: string | null | undefined, description: string): void {
  usePageTitle(title);
  useEffect(() => {
    let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.append(tag);
    }
    tag.content = description;
  }, [description]);
}
