import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useNavigate, useRouteContext } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { usePageTitle } from '../../../app/title.js';
import { useAuthStatus } from '../../../lib/auth-session.js';
import { PageLoader } from '../../../components/ui/PageLoader.js';
import { profileQueryOptions } from '../api/profile.js';
import { accountTexts as tx } from '../texts.js';
import { AccountTab } from './AccountTab.js';
import { PasswordTab } from './PasswordTab.js';
import { PROFILE_TABS, type ProfileTab } from '../tabs.js';
import './account.css';

/** /profil (docs/spec/shop.md 2 "Profile"): tabs moj_racun, lista_zelja, povijest_narudbi, upravljaj_lozinkom and logout. */
export function ProfilePage({ tab, wishlist, orders }: { tab: ProfileTab; wishlist?: ReactNode; orders?: ReactNode }) {
  const { api, auth } = useRouteContext({ from: '__root__' });
  const navigate = useNavigate();
  const session = useAuthStatus(auth);
  usePageTitle(tx.title);
  const profile = useQuery({ ...profileQueryOptions(api), enabled: session.status === 'authenticated' });

  // A logout here sends the visitor home (docs/spec/site-frame.md 4); only a visitor who never was signed in goes to login.
  const wasAuthenticated = useRef(false);
  if (session.status === 'authenticated') wasAuthenticated.current = true;
  useEffect(() => {
    if (session.status !== 'anonymous' || wasAuthenticated.current) return;
    // Back here after logging in (docs/decisions/0016-post-login-return-path.md: the runtime checks the path again).
    void auth
      .runtime()
      .then((runtime) => runtime.rememberReturnPath(`/profil${tab === 'moj_racun' ? '' : `?tab=${tab}`}`));
    void navigate({ to: '/prijava', replace: true });
  }, [auth, navigate, session.status, tab]);

  // On a phone the tabs are a strip that scrolls sideways: the current one is brought into it
  // (docs/decisions/0227-profile-tabs-and-lifting-review-blocks.md). Only the strip scrolls, never the page.
  const tabsRef = useRef<HTMLElement>(null);
  const ready = session.status === 'authenticated' && Boolean(profile.data);
  useEffect(() => {
    const strip = tabsRef.current;
    const current = strip?.querySelector<HTMLElement>(`[href$="tab=${tab}"], [aria-current="page"]`);
    if (!ready || !strip || !current || strip.scrollWidth <= strip.clientWidth) return;
    strip.scrollLeft = current.offsetLeft - (strip.clientWidth - current.offsetWidth) / 2;
  }, [ready, tab]);

  if (session.status !== 'authenticated' || !profile.data) return <PageLoader />;
  return (
    <section className="account container">
      <header className="account__head">
        <h1 className="page-title">{tx.title}</h1>
        <p className="account__greeting">{tx.greeting(profile.data.details.displayName)}</p>
      </header>
      <div className="account__layout">
        <nav className="account__tabs" aria-label={tx.title} ref={tabsRef}>
          {PROFILE_TABS.map((key) => (
            <Link
              key={key}
              to="/profil"
              search={{ tab: key }}
              className="account__tab"
              aria-current={key === tab ? 'page' : undefined}
            >
              {tx.tabs[key]}
            </Link>
          ))}
          <button
            type="button"
            className="account__tab account__logout"
            onClick={() => void auth.runtime().then((r) => r.logout())}
          >
            {tx.logout}
          </button>
        </nav>
        <div className="account__panel">
          <h2 className="account__panel-title">{tx.tabs[tab]}</h2>
          {tab === 'moj_racun' && <AccountTab profile={profile.data} />}
          {tab === 'upravljaj_lozinkom' && <PasswordTab />}
          {/* The route passes the lazily loaded tabs, so the profile's first view carries neither. */}
          {tab === 'lista_zelja' && wishlist}
          {tab === 'povijest_narudbi' && orders}
        </div>
      </div>
    </section>
  );
}
