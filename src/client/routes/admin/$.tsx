import { createFileRoute } from '@tanstack/react-router';
import { usePageTitle } from '../../app/title.js';

/** The admin sections still to come, by their first path segment: the title and what the page says. */
const SECTIONS: Record<string, [title: string, text: string]> = {
  cache: ['Predmemorija', 'Ovaj dio administracije stiže s kasnijim izdanjem.'],
  templates: ['Predlošci stranica', 'Ovaj dio administracije stiže s kasnijim izdanjem.'],
  consent: ['Privole', 'Upravljanje privolama stiže s kasnijim izdanjem.'],
};

/**
 * /admin/cache, /admin/templates, /admin/consent and /admin/consent/$slug: the sections that are placeholders for now,
 * in one route, which keeps the route tree of every first view small (docs/targets.md P1).
 */
export const Route = createFileRoute('/admin/$')({
  component: function AdminSection() {
    const [section = '', slug] = (Route.useParams()._splat ?? '').split('/');
    const known = SECTIONS[section];
    const [title, text] = known
      ? section === 'consent' && slug
        ? [`Privola: ${slug}`, 'Uređivanje privole stiže s kasnijim izdanjem.']
        : known
      : ['Stranica nije pronađena', 'Ovaj dio administracije ne postoji.'];
    usePageTitle(title);
    return (
      <section className="admin-card">
        <h1>{title}</h1>
        <p>{text}</p>
      </section>
    );
  },
});
