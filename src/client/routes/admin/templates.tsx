import { createFileRoute } from '@tanstack/react-router';
import { usePageTitle } from '../../app/title.js';

export const Route = createFileRoute('/admin/templates')({
  component: function AdminTemplates() {
    usePageTitle('Predlošci stranica');
    return (
      <section className="admin-card">
        <h1>Predlošci stranica</h1>
        <p>Ovaj dio administracije stiže s kasnijim izdanjem.</p>
      </section>
    );
  },
});
