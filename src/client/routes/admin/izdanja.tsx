import { createFileRoute } from '@tanstack/react-router';
import { Releases } from '../../features/admin/components/releases/Releases.js';

/** /admin/izdanja?stranica=: timed releases (docs/decisions/0251-cms-timed-releases.md), content permission. */
export const Route = createFileRoute('/admin/izdanja')({
  validateSearch: (search: Record<string, unknown>): { stranica?: string } =>
    typeof search.stranica === 'string' && search.stranica ? { stranica: search.stranica } : {},
  component: function ReleasesRoute() {
    return <Releases page={Route.useSearch().stranica ?? ''} />;
  },
});
