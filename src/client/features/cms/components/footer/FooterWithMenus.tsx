import type { ComponentProps } from 'react';
import { useQueries } from '@tanstack/react-query';
import type { ApiClient } from '../../../../lib/api-client.js';
import { FOOTER_MENUS, navigationQueryOptions } from '../../api/navigation.js';
import { Footer } from './Footer.js';

/**
 * The footer with its navigation columns, read here rather than by the layout: the footer's code loads after the
 * first view, and so does the query code that reads several menus at once (docs/targets.md P1).
 */
export function FooterWithMenus({
  api,
  ...props
}: Omit<ComponentProps<typeof Footer>, 'columns'> & { api: ApiClient }) {
  const columns = useQueries({ queries: FOOTER_MENUS.map((handle) => navigationQueryOptions(api, handle)) })
    .map((q) => q.data)
    .filter((tree) => tree !== undefined);
  return <Footer {...props} columns={columns} />;
}
