import { Suspense, useEffect, useRef, useState } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { Icon } from '../../../../components/ui/Icon.js';
import { t } from '../../../../lib/i18n.js';
import type { CmsElementOf, Media, NavigationItem } from '../../../../lib/api-types.js';
import { Logo } from './Logo.js';
import { MainNav } from './MainNav.js';
import { SearchBox } from './SearchBox.js';
import { HeaderActions } from './HeaderActions.js';
import { TopStrip } from './TopStrip.js';

// The slide-in menu and its machine load after first paint (docs/targets.md P1: no XState up front).
const MobileNavLive = lazyPart('MobileNavLive', () => import('./MobileNavLive.js'));
import './header.css';
import { lazyPart } from '../../../../app/lazy-part.js';

interface Props {
  header: CmsElementOf<'header'> | undefined;
  navigation: readonly NavigationItem[];
  logo: Media | null | undefined;
  siteName: string;
  apiKeyId: number;
  cartCount: number;
}

/** True once the page is scrolled past the top strip (the header then casts a shadow). */
function useScrolled(threshold = 40): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      setScrolled(window.scrollY > threshold);
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(check);
    };
    check();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [threshold]);
  return scrolled;
}

/**
 * The site header (site-frame section 2): top strip that scrolls away, then a main bar that
 * stays (CSS sticky with a negative top equal to the strip's height: no JS, no layout shift).
 */
export function Header({ header, navigation, logo, siteName, apiKeyId, cartCount }: Props) {
  const scrolled = useScrolled();
  const [searchOpen, setSearchOpen] = useState(false);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const lastPath = useRef(pathname);
  useEffect(() => {
    // The mobile search bar closes on leaving /pretraga, and on arriving there: the page has its own field, and a
    // phone shows one search field at a time (docs/decisions/0238-filters-apply-at-once.md).
    if (lastPath.current === '/pretraga' || pathname === '/pretraga') setSearchOpen(false);
    lastPath.current = pathname;
  }, [pathname]);
  // On the search page the toggle goes to the page's own field instead of opening a second one.
  const toggleSearch = () => {
    const pageField = pathname === '/pretraga' && document.querySelector<HTMLInputElement>('.search-page__field input');
    if (pageField) {
      pageField.scrollIntoView({ block: 'center' });
      pageField.focus();
    } else setSearchOpen((open) => !open);
  };

  return (
    <header
      className={`site-header${scrolled ? ' is-scrolled' : ''}${header?.meta.announcement ? ' site-header--announcing' : ''}`}
    >
      {header && <TopStrip meta={header.meta} apiKeyId={apiKeyId} />}
      <div className="main-bar">
        <div className="main-bar__inner container">
          <Suspense
            fallback={
              <button
                type="button"
                className="icon-button main-bar__menu"
                aria-label={t.menuOpen}
                aria-expanded={false}
              >
                <Icon name="menu" />
              </button>
            }
          >
            <MobileNavLive items={navigation} topLinks={header?.meta.topLinks ?? []} />
          </Suspense>
          <Logo siteName={siteName} logo={logo} apiKeyId={apiKeyId} />
          <SearchBox className="main-bar__search" />
          <button
            type="button"
            className="icon-button main-bar__search-toggle"
            aria-label={t.search}
            aria-expanded={searchOpen}
            aria-controls="mobile-search"
            onClick={toggleSearch}
          >
            <Icon name={searchOpen ? 'close' : 'search'} />
          </button>
          <HeaderActions cartCount={cartCount} />
        </div>
        <div className="nav-bar">
          <div className="container">
            <MainNav items={navigation} apiKeyId={apiKeyId} />
          </div>
        </div>
        {searchOpen && (
          <div id="mobile-search" className="mobile-search container">
            <SearchBox autoFocus />
          </div>
        )}
      </div>
    </header>
  );
}
