import { createFileRoute } from '@tanstack/react-router';
import { usePageTitle } from '../../../app/title.js';

export const Route = createFileRoute('/admin/consent/')({
  component: function AdminConsents() {
    usePageTitle('Privole');
    return (
      <section className="admin-card">
        <h1>Privole</h1>
        <p>Upravljanje privolama stiže s kasnijim izdanjem.</p>
      </section>
    );
  },
});
