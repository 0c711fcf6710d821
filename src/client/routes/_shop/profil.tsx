import { Suspense } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { ProductCard } from '../../features/catalogue/components/ProductCard.js';
import { ProfilePage } from '../../features/account/components/ProfilePage.js';
import { oneOf, type Reader, searchSchema } from '@shared/search-params.js';
import { PROFILE_TABS, type ProfileTab } from '../../features/account/tabs.js';
import { lazyPart } from '../../app/lazy-part.js';

const WishlistTab = lazyPart('WishlistTab', () => import('../../features/wishlist/components/WishlistTab.js'));
const OrderHistoryTab = lazyPart(
  'OrderHistoryTab',
  () => import('../../features/orders/components/OrderHistoryTab.js'),
);

/** moj_racun is the default tab: its address has no ?tab=. */
const profileTab: Reader<ProfileTab> = (value) => {
  const tab = oneOf(PROFILE_TABS)(value);
  return tab === 'moj_racun' ? undefined : tab;
};

/** Moj profil: ?tab= one of moj_racun, lista_zelja, povijest_narudbi, upravljaj_lozinkom. */
export const Route = createFileRoute('/_shop/profil')({
  validateSearch: searchSchema({ tab: profileTab }),
  component: function Profile() {
    const { tab } = Route.useSearch();
    const wishlist = (
      <Suspense fallback={null}>
        <WishlistTab renderCard={(product) => <ProductCard product={product} />} />
      </Suspense>
    );
    const orders = (
      <Suspense fallback={null}>
        <OrderHistoryTab />
      </Suspense>
    );
    return <ProfilePage tab={tab ?? 'moj_racun'} wishlist={wishlist} orders={orders} />;
  },
});
