import { createFileRoute } from '@tanstack/react-router';
import { usePageTitle } from '../../app/title.js';
import { Caches } from '../../features/admin/components/Caches.js';
import { ConsentLog } from '../../features/admin/components/ConsentLog.js';
import { Consents } from '../../features/admin/components/Consents.js';
import { Packing } from '../../features/admin/components/Packing.js';
import { Templates } from '../../features/admin/components/Templates.js';

function NotFound() {
  usePageTitle('Stranica nije pronađena');
  return (
    <section className="admin-card">
      <h1>Stranica nije pronađena</h1>
      <p>Ovaj dio administracije ne postoji.</p>
    </section>
  );
}

/**
 * /admin/cache, /admin/templates, /admin/consent and /admin/consent/$slug (docs/decisions/0116-admin-sections.md) and
 * /admin/packing (docs/decisions/0160-packing-slips.md) in one lazy route, which keeps the route tree of every first view small (docs/targets.md P1).
 */
export const Route = createFileRoute('/admin/$')({
  component: function AdminSection() {
    const [section = '', slug, ...rest] = (Route.useParams()._splat ?? '').split('/').filter(Boolean);
    if (rest.length > 0) return <NotFound />;
    if (section === 'cache' && !slug) return <Caches />;
    if (section === 'templates' && !slug) return <Templates />;
    if (section === 'packing' && !slug) return <Packing />;
    if (section === 'consent') return slug ? <ConsentLog key={slug} slug={slug} /> : <Consents />;
    return <NotFound />;
  },
});
