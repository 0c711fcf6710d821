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
