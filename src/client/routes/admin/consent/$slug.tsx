import { createFileRoute } from '@tanstack/react-router';
import { usePageTitle } from '../../../app/title.js';

export const Route = createFileRoute('/admin/consent/$slug')({
  component: function AdminConsent() {
    const { slug } = Route.useParams();
    usePageTitle(`Privola ${slug}`);
    return (
      <section className="admin-card">
        <h1>Privola: {slug}</h1>
        <p>Uređivanje privole stiže s kasnijim izdanjem.</p>
      </section>
    );
  },
});
