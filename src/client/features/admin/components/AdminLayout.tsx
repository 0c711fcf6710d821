import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { JumpDialog } from './catalogue/JumpDialog.js';
import './admin.css';
import './catalogue/jump.css';

/**
 * The admin shell (site-frame section 2): navigation of orders, packing, products, stock, coupons, the audit log, consents,
 * templates, caches and the flow explorer (the shop always caches in memory and on disk, so its caches entry always
 * shows: docs/decisions/0117-clearing-the-shops-caches.md), a language switch and a link back to the site.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <div className="admin">
      <header className="admin__bar">
        <span className="admin__brand">Administracija</span>
        <nav aria-label="Administracija" className="admin__nav">
          <Link to="/admin/orders/{-$id}" params={{ id: undefined }} activeProps={{ 'aria-current': 'page' }}>
            Narudžbe
          </Link>
          <Link to="/admin/$" params={{ _splat: 'packing' }} activeProps={{ 'aria-current': 'page' }}>
            Pakiranje
          </Link>
          <Link to="/admin/proizvodi/{-$id}" params={{ id: undefined }} activeProps={{ 'aria-current': 'page' }}>
            Proizvodi
          </Link>
          <Link to="/admin/zalihe" activeProps={{ 'aria-current': 'page' }}>
            Zalihe
          </Link>
          <Link to="/admin/kuponi/{-$id}" params={{ id: undefined }} activeProps={{ 'aria-current': 'page' }}>
            Kuponi
          </Link>
          <Link to="/admin/dnevnik" activeProps={{ 'aria-current': 'page' }}>
            Dnevnik
          </Link>
          <Link to="/admin/$" params={{ _splat: 'consent' }} activeProps={{ 'aria-current': 'page' }}>
            Privole
          </Link>
          <Link to="/admin/$" params={{ _splat: 'templates' }} activeProps={{ 'aria-current': 'page' }}>
            Predlošci
          </Link>
          <Link to="/admin/receipts" activeProps={{ 'aria-current': 'page' }}>
            Računi
          </Link>
          <Link to="/admin/outbox" activeProps={{ 'aria-current': 'page' }}>
            Pošta
          </Link>
          <Link to="/admin/$" params={{ _splat: 'cache' }} activeProps={{ 'aria-current': 'page' }}>
            Predmemorija
          </Link>
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
