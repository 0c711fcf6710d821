import type { ReactNode } from 'react';
import { Link, useRouteContext } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { usePageTitle } from '../../../app/title.js';
import { Icon } from '../../../components/ui/Icon.js';
import { type Seller, sellerQueryOptions } from '../api/seller.js';
import { ContactFormSection } from './ContactForm.js';
import './contact.css';

const COUNTRIES: Record<string, string> = {
  HR: 'Hrvatska',
  SI: 'Slovenija',
  BA: 'Bosna i Hercegovina',
  RS: 'Srbija',
};

const place = (a: { street: string; houseNumber: string; zipCode: string; city: string; country: string }) => [
  `${a.street} ${a.houseNumber}`,
  `${a.zipCode} ${a.city}`,
  COUNTRIES[a.country] ?? a.country,
];

function Card({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <section className="contact-card" aria-label={title}>
      <h2 className="contact-card__title">
        <span className="contact-card__icon" aria-hidden="true">
          {icon}
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * Kontakt: how to reach the webshop, where the club shop is and when it is open, and who the trader is — all read
 * from the shop's settings (the data the invoices and the pick-up method use), and the contact form, whose message
 * goes to the same webshop address (docs/decisions/0207-contact-form.md).
 */
export function ContactPage() {
  const { api } = useRouteContext({ from: '__root__' });
  usePageTitle('Kontakt');
  const seller = useQuery(sellerQueryOptions(api));
  return (
    <div className="page container contact-page">
      <nav className="breadcrumbs" aria-label="Putanja">
        <Link to="/">Naslovna</Link> <span aria-hidden="true">/</span> <span aria-current="page">Kontakt</span>
      </nav>
      <h1 className="page-title">Kontakt</h1>
      <p className="contact-page__lead">
        Pišite nam ili nas nazovite za sva pitanja o proizvodima i narudžbama, ili nas posjetite u klupskoj trgovini na
        stadionu.
      </p>
      {seller.data ? (
        <ContactCards seller={seller.data} />
      ) : seller.isError ? (
        <p className="contact-page__lead" role="alert">
          Kontakt podatke trenutno nije moguće učitati. Osvježite stranicu i pokušajte ponovno.
        </p>
      ) : (
        <div className="contact-grid" aria-busy="true">
          <div className="contact-card contact-card--loading" />
          <div className="contact-card contact-card--loading" />
          <div className="contact-card contact-card--loading" />
        </div>
      )}
      <ContactFormSection />
    </div>
  );
}

function ContactCards({ seller }: { seller: Seller }) {
  const shop = seller.clubShop;
  return (
    <div className="contact-grid">
      <Card title="Webshop" icon={<Icon name="cart" size={22} />}>
        <dl className="contact-list">
          <div>
            <dt>E-pošta</dt>
            <dd>
              <a href={`mailto:${seller.email}`}>{seller.email}</a>
            </dd>
          </div>
          <div>
            <dt>Telefon</dt>
            <dd>
              <a href={`tel:${seller.phone.replace(/[^+\d]/g, '')}`}>{seller.phone}</a>
            </dd>
          </div>
        </dl>
        <p className="contact-card__note">
          Za pitanje o narudžbi navedite njezin broj. Status narudžbe možete provjeriti i sami na stranici{' '}
          <Link to="/narudzba">Narudžba i odustajanje od ugovora</Link>.
        </p>
      </Card>
      <Card title={shop.name} icon={<Icon name="clock" size={22} />}>
        <address className="contact-address">
          {place(shop).map((line) => (
            <span key={line}>{line}</span>
          ))}
        </address>
        <h3 className="contact-card__subtitle">Radno vrijeme</h3>
        <p className="contact-card__hours">{shop.workhours}</p>
        <p className="contact-card__note">
          Narudžbu možete preuzeti i osobno u klupskoj trgovini, bez troškova dostave.
        </p>
      </Card>
      <Card title="Podaci o trgovcu" icon={<Icon name="user" size={22} />}>
        <address className="contact-address">
          <strong>{seller.legalName}</strong>
          {place(seller).map((line) => (
            <span key={line}>{line}</span>
          ))}
        </address>
        <dl className="contact-list">
          <div>
            <dt>OIB</dt>
            <dd>{seller.oib}</dd>
          </div>
          <div>
            <dt>IBAN</dt>
            <dd>{seller.iban}</dd>
          </div>
          <div>
            <dt>Banka</dt>
            <dd>{seller.bank}</dd>
          </div>
        </dl>
      </Card>
    </div>
  );
}
