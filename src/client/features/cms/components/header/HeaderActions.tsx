import { Link, useRouteContext } from '@tanstack/react-router';
import { useAuthStatus } from '../../../../lib/auth-session.js';
import { Icon } from '../../../../components/ui/Icon.js';
import { t } from '../../../../lib/i18n.js';

/**
 * Profile and cart icons. The profile icon leads to /profil when logged in and to /prijava
 * otherwise (docs/spec/shop.md 2 "Header"); the badge is hidden while the count is 0.
 */
export function HeaderActions({ cartCount }: { cartCount: number }) {
  const { auth } = useRouteContext({ from: '__root__' });
  const loggedIn = useAuthStatus(auth).status === 'authenticated';
  return (
    <div className="header-actions">
      <Link
        to={loggedIn ? '/profil' : '/prijava'}
        className="header-actions__icon"
        aria-label={loggedIn ? t.profile : t.login}
      >
        <Icon name="user" />
      </Link>
      <Link to="/kosarica" className="header-actions__icon" aria-label={t.cartCount(cartCount)}>
        <Icon name="cart" />
        {cartCount > 0 && (
          <span className="header-actions__badge" aria-hidden="true">
            {cartCount > 99 ? '99+' : cartCount}
          </span>
        )}
      </Link>
    </div>
  );
}
