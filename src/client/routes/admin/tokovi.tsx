import { createFileRoute, useRouteContext } from '@tanstack/react-router';
import { usePageTitle } from '../../app/title.js';
import { SignInFirst } from '../../features/admin/components/SignInFirst.js';
import { adminScreens } from '../../features/flows/admin-screens.js';
import { FlowExplorer } from '../../features/flows/components/FlowExplorer.js';
import { useAuthStatus } from '../../lib/auth-session.js';

/**
 * /admin/tokovi: the flow explorer for back-office staff (docs/decisions/0170-flow-explorer.md). Every back-office
 * account may open it; the shop has no finer permissions yet. It reads nothing from the server: the machines,
 * diagrams and scenarios are built into its chunk.
 */
export const Route = createFileRoute('/admin/tokovi')({
  component: function Flows() {
    usePageTitle('Tokovi');
    const { auth } = useRouteContext({ from: '__root__' });
    const session = useAuthStatus(auth);
    if (session.status !== 'authenticated' || session.user?.isBackofficeUser !== true) {
      return <SignInFirst title="Tokovi" checking={session.status === 'unknown'} />;
    }
    return (
      <section className="admin-card admin-card--flows">
        <h1>Tokovi</h1>
        <p>
          Strojevi stanja trgovine: odaberite tok, šaljite događaje, odgovore servisa i istek odgoda korak po korak, a
          prijeđeni put spremite kao scenarij prihvaćanja.
        </p>
        <FlowExplorer screens={adminScreens} />
      </section>
    );
  },
});
