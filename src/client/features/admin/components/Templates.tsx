import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { usePageTitle } from '../../../app/title.js';
import { useAuthStatus } from '../../../lib/auth-session.js';
import { type TemplateOverview, templatesQueryOptions } from '../api/sections.js';
import { SignInFirst } from './SignInFirst.js';
import { type DeskColumn, DeskTable } from './DeskTable.js';
import './sections.css';

/** The section kinds the storefront draws, in the shop's words (modules/cms/templates.ts lists them). */
const TEMPLATE_TEXT: Record<string, [name: string, text: string]> = {
  hero: ['Naslovni banner', 'Velika slika s naslovom, podnaslovom i gumbom.'],
  productCarousel: ['Niz proizvoda', 'Izdvojeni proizvodi ili proizvodi kategorije, s poveznicom na sve.'],
  categoryTiles: ['Pločice kategorija', 'Slike kategorija s poveznicama na njih.'],
  banner: ['Banner', 'Slika s naslovom, tekstom i poveznicom.'],
  richText: ['Tekst', 'Naslov i oblikovani tekst.'],
  settings: ['Postavke', 'Podaci koje trgovina čita (tablice veličina, personalizacija); kupcima se ne prikazuju.'],
};
const ELEMENT_TEXT: Record<string, string> = {
  header: 'Zaglavlje',
  footer: 'Podnožje',
  cookie: 'Obavijest o kolačićima',
  popup: 'Skočni prozor',
};

type Template = TemplateOverview['templates'][number];

function PagesOf({ template }: { template: Template }) {
  if (template.pages.length === 0) return <>Ne koristi se ni na jednoj stranici.</>;
  return (
    <ul className="admin-forms">
      {template.pages.map((page) => (
        <li key={page.id}>
          {page.path ? <a href={page.path}>{page.title}</a> : page.title}
          {page.uses > 1 && ` (${page.uses}×)`}
          {!page.published && ' – nije objavljena'}
          {!page.path && ' – podatkovna stranica'}
        </li>
      ))}
    </ul>
  );
}

const TEMPLATE_COLUMNS: readonly DeskColumn[] = [{ label: 'Predložak' }, { label: 'Koristi se na stranicama' }];

/** /admin/templates: the CMS page templates (section kinds) and where each is used, read-only. */
export function Templates() {
  usePageTitle('Predlošci stranica');
  const { api, auth } = useRouteContext({ from: '__root__' });
  const session = useAuthStatus(auth);
  const admin = session.status === 'authenticated' && session.user?.isBackofficeUser === true;
  const overview = useQuery({ ...templatesQueryOptions(api), enabled: admin });
  if (!admin) return <SignInFirst title="Predlošci stranica" checking={session.status === 'unknown'} />;
  const data = overview.data;
  return (
    <section className="admin-card admin-card--wide admin-section">
      <h1>Predlošci stranica</h1>
      <p>Stranice trgovine slažu se od sekcija. Za svaki predložak sekcije vidi se na kojim se stranicama koristi.</p>
      {overview.isError && <p role="alert">Predlošci se trenutno ne mogu učitati. Pokušajte ponovno.</p>}
      {!data && !overview.isError && <p>Učitavanje...</p>}
      {data && (
        <>
          <DeskTable columns={TEMPLATE_COLUMNS}>
            {data.templates.map((template) => {
              const [name, text] = TEMPLATE_TEXT[template.type] ?? [template.type, 'Nepoznata vrsta sekcije.'];
              return (
                <tr key={template.type} data-template={template.type}>
                  <th scope="row">
                    {name}
                    <br />
                    <small>{text}</small>
                  </th>
                  <td>
                    <PagesOf template={template} />
                  </td>
                </tr>
              );
            })}
          </DeskTable>
          <h2>Na svim stranicama</h2>
          <ul className="admin-forms">
            {data.elements.map((element) => (
              <li key={`${element.handler}-${element.languageCode}`}>
                {ELEMENT_TEXT[element.handler] ?? element.handler}
                {element.title !== ELEMENT_TEXT[element.handler] && `: ${element.title}`}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
