import { Suspense, lazy } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { ProductCard } from '../../features/catalogue/components/ProductCard.js';
import { ProfilePage } from '../../features/account/components/ProfilePage.js';
import { PROFILE_TABS, type ProfileTab } from '../../features/account/tabs.js';

const WishlistTab = lazy(() => import('../../features/wishlist/components/WishlistTab.js'));

/** Moj profil (shop 2): ?tab= one of moj_racun, lista_zelja, povijest_narudbi, upravljaj_lozinkom. */
export const Route = createFileRoute('/_shop/profil')({
  validateSearch: (search: Record<string, unknown>): { tab?: ProfileTab } => {
    const tab = search.tab;
    return PROFILE_TABS.includes(tab as ProfileTab) && tab !== 'moj_racun' ? { tab: tab as ProfileTab } : {};
  },
  component: function Profile() {
    const { tab } = Route.useSearch();
    const wishlist = (
      <Suspense fallback={null}>
        <WishlistTab renderCard={(product) => <ProductCard product={product} />} />
      </Suspense>
    );
    return <ProfilePage tab={tab ?? 'moj_racun'} wishlist={wishlist} />;
  },
});
