import { Suspense } from 'react';
import { Outlet, createFileRoute, useHydrated } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { elementOf, frameElementsQueryOptions, overlayElementsQueryOptions } from '../features/cms/api/elements.js';
import { FOOTER_MENUS, navigationQueryOptions } from '../features/cms/api/navigation.js';
import { cmsOptionsQueryOptions, optionOf } from '../features/cms/api/options.js';
import { Header } from '../features/cms/components/header/Header.js';
import { openCookieSettings } from '../features/consent/reopen.js';
import { NotFound } from '../app/NotFound.js';
import { t } from '../lib/i18n.js';
import { ProductActionsContext } from '../features/catalogue/actions-context.js';
import { useCartCount, useShopProductActions } from '../app/product-actions.js';
import { cartModal, deletingModal, useCartGoneAlert, useFlag } from '../features/cart/ui-store.js';
import { lazyPart } from '../app/lazy-part.js';

// Banner and popup are fixed overlays: loading them (and XState) after first paint costs no layout shift.
const ConsentRoot = lazyPart('ConsentRoot', () => import('../features/consent/components/ConsentRoot.js'));
const Popup = lazyPart('Popup', () => import('../features/cms/components/popup/Popup.js'));
const CartOverlays = lazyPart('CartOverlays', () => import('../features/cart/components/CartOverlays.js'));
// The footer sits below the fold and is last on the page: it loads with its columns and the code that reads them,
// after the first view (docs/targets.md P1), and its appearance moves nothing above it.
const Footer = lazyPart('Footer', () =>
  import('../features/cms/components/footer/FooterWithMenus.js').then((m) => ({ default: m.FooterWithMenus })),
);

const NewsletterSignup = lazyPart('NewsletterSignup', () =>
  import('../features/newsletter/components/NewsletterSignup.js').then((m) => ({ default: m.NewsletterSignup })),
);

/**
 * The main layout: header-section, content, footer-section and
 * cookie-section. CMS data is prefetched (never thrown): a CMS hiccup leaves a plainer frame,
 * not an error page.
 */
export const Route = createFileRoute('/_shop')({
  loader: async ({ context: { queryClient, api } }) => {
    await Promise.all([
      queryClient.prefetchQuery(frameElementsQueryOptions(api)),
      queryClient.prefetchQuery(navigationQueryOptions(api, 'main')),
      queryClient.prefetchQuery(cmsOptionsQueryOptions(api)),
    ]);
    // The footer sits below the fold: its columns need not hold up the first paint.
    for (const handle of FOOTER_MENUS) void queryClient.prefetchQuery(navigationQueryOptions(api, handle));
  },
  component: ShopLayout,
  notFoundComponent: NotFound,
});

function ShopLayout() {
  const { api, config } = Route.useRouteContext();
  const elements = useQuery(frameElementsQueryOptions(api)).data;
  const main = useQuery(navigationQueryOptions(api, 'main')).data;
  const options = useQuery(cmsOptionsQueryOptions(api)).data;
  const productActions = useShopProductActions();
  const cartCount = useCartCount();

  return (
    <>
      <a href="#main" className="skip-link">
        {t.skipToContent}
      </a>
      <div className="header-section">
        <Header
          header={elementOf(elements, 'header')}
          navigation={main?.items ?? []}
          logo={optionOf(options?.records, 'logo')?.media}
          siteName={config.siteName}
          apiKeyId={config.apiKeyId}
          cartCount={cartCount}
        />
      </div>
      <main id="main" className="content" tabIndex={-1}>
        <ProductActionsContext.Provider value={productActions}>
          <Outlet />
        </ProductActionsContext.Provider>
      </main>
      <div className="footer-section">
        <Suspense fallback={<div className="footer-section__pending" />}>
          <Footer
            api={api}
            footer={elementOf(elements, 'footer')}
            apiKeyId={config.apiKeyId}
            siteName={config.siteName}
            onCookieSettings={openCookieSettings}
            newsletter={<NewsletterSignup />}
          />
        </Suspense>
      </div>
      <CookieSection />
    </>
  );
}

/**
 * The consent banner, the campaign popup and the cart's overlays. They read the visitor's cookies and flags, so they
 * appear after hydration, with their texts asked for then; this section alone draws again, not the layout and the
 * page with it.
 */
function CookieSection() {
  const { api, config } = Route.useRouteContext();
  const hydrated = useHydrated();
  const elements = useQuery({ ...overlayElementsQueryOptions(api), enabled: hydrated }).data;
  const popup = elementOf(elements, 'popup');
  const modalOpen = useFlag(cartModal);
  const deleting = useFlag(deletingModal);
  const cartGone = useCartGoneAlert();
  const cartOverlayOpen = modalOpen || deleting || cartGone !== null;
  return (
    <div className="cookie-section">
      {hydrated && elements && (
        <Suspense fallback={null}>
          <ConsentRoot
            texts={elementOf(elements, 'cookie')?.meta}
            afterDecision={
              popup && (
                <Suspense fallback={null}>
                  <Popup meta={popup.meta} apiKeyId={config.apiKeyId} />
                </Suspense>
              )
            }
          />
        </Suspense>
      )}
      {cartOverlayOpen && (
        <Suspense fallback={null}>
          <CartOverlays />
        </Suspense>
      )}
    </div>
  );
}
