import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useCan } from '../permissions.js';
import { JumpDialog } from './catalogue/JumpDialog.js';
import './admin.css';
import './catalogue/jump.css';

/**
 * The admin shell (site-frame section 2): navigation of orders, packing, products, stock, coupons, customers and members, the newsletter's addresses and the back-in-stock requests, the audit log,
 * consents, templates, caches, staff and the flow explorer, each shown to the roles that may open it (the shop always
 * caches in memory and on disk, so its caches entry always
 * shows: docs/decisions/0117-clearing-the-shops-caches.md), a language switch and a link back to the site.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  // Each entry shows only when the role may open it (docs/decisions/0200-staff-roles-and-permissions.md).
  const can = useCan();
  return (
    <div className="admin">
      <header className="admin__bar">
        <span className="admin__brand">Administracija</span>
        <nav aria-label="Administracija" className="admin__nav">
          {can('orders.read') && (
            <Link to="/admin/orders/{-$id}" params={{ id: undefined }} activeProps={{ 'aria-current': 'page' }}>
              Narudžbe
            </Link>
          )}
          {can('orders.ship') && (
            <Link to="/admin/$" params={{ _splat: 'packing' }} activeProps={{ 'aria-current': 'page' }}>
              Pakiranje
            </Link>
          )}
          {can('catalogue.edit') && (
            <>
              <Link to="/admin/proizvodi/{-$id}" params={{ id: undefined }} activeProps={{ 'aria-current': 'page' }}>
                Proizvodi
              </Link>
              <Link to="/admin/zalihe" activeProps={{ 'aria-current': 'page' }}>
                Zalihe
              </Link>
            </>
          )}
          {can('coupons') && (
            <Link to="/admin/kuponi/{-$id}" params={{ id: undefined }} activeProps={{ 'aria-current': 'page' }}>
              Kuponi
            </Link>
          )}
          {can('reviews') && (
            <Link to="/admin/recenzije" activeProps={{ 'aria-current': 'page' }}>
              Recenzije
            </Link>
          )}
          {can('customers') && (
            <>
              <Link to="/admin/kupci/{-$id}" params={{ id: undefined }} activeProps={{ 'aria-current': 'page' }}>
                Kupci
              </Link>
              <Link to="/admin/clanovi" activeProps={{ 'aria-current': 'page' }}>
                Članovi
              </Link>
              <Link to="/admin/newsletter" activeProps={{ 'aria-current': 'page' }}>
                Newsletter
              </Link>
              <Link to="/admin/obavijesti" activeProps={{ 'aria-current': 'page' }}>
                Obavijesti
              </Link>
            </>
          )}
          {can('vouchers') && (
            <Link to="/admin/bonovi/{-$id}" params={{ id: undefined }} activeProps={{ 'aria-current': 'page' }}>
              Poklon bonovi
            </Link>
          )}
          {can('audit') && (
            <Link to="/admin/dnevnik" activeProps={{ 'aria-current': 'page' }}>
              Dnevnik
            </Link>
          )}
          {can('content') && (
            <>
              <Link to="/admin/$" params={{ _splat: 'consent' }} activeProps={{ 'aria-current': 'page' }}>
                Privole
              </Link>
              <Link to="/admin/$" params={{ _splat: 'templates' }} activeProps={{ 'aria-current': 'page' }}>
                Predlošci
              </Link>
              <Link to="/admin/izdanja" activeProps={{ 'aria-current': 'page' }}>
                Izdanja
              </Link>
            </>
          )}
          {can('receipts') && (
            <Link to="/admin/receipts" activeProps={{ 'aria-current': 'page' }}>
              Računi
            </Link>
          )}
          {can('outbox') && (
            <Link to="/admin/outbox" activeProps={{ 'aria-current': 'page' }}>
              Pošta
            </Link>
          )}
          {can('caches') && (
            <Link to="/admin/$" params={{ _splat: 'cache' }} activeProps={{ 'aria-current': 'page' }}>
              Predmemorija
            </Link>
          )}
          {can('staff') && (
            <Link to="/admin/osoblje" activeProps={{ 'aria-current': 'page' }}>
              Osoblje
            </Link>
          )}
          <Link to="/admin/tokovi" activeProps={{ 'aria-current': 'page' }}>
            Tokovi
          </Link>
        </nav>
        <JumpDialog />
        <label className="admin__lang">
          <span className="visually-hidden">Jezik</span>
          <select defaultValue="hrv">
            <option value="hrv">Hrvatski</option>
          </select>
        </label>
        <a href="/" className="admin__back">
          ← Natrag na stranicu
        </a>
      </header>
      <main className="admin__main">{children}</main>
    </div>
  );
}
