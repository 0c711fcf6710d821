import { createFileRoute } from '@tanstack/react-router';
import { usePageTitle } from '../../app/title.js';

export const Route = createFileRoute('/admin/cache')({
  component: function AdminCache() {
    usePageTitle('Predmemorija');
    return (
      <section className="admin-card">
        <h1>Predmemorija</h1>
        <p>Ovaj dio administracije stiže s kasnijim izdanjem.</p>
      </section>
    );
  },
});
