import { Link, useRouteContext } from '@tanstack/react-router';
import { useAuthStatus } from '../../../../lib/auth-session.js';
import { useViewer } from '../../../../lib/viewer.js';
import { Icon } from '../../../../components/ui/Icon.js';
import { t } from '../../../../lib/i18n.js';
import { initialsOf } from './initials.js';

/**
 * Profile and cart icons. The profile icon leads to /profil when logged in and to /prijava
 * otherwise (docs/spec/shop.md 2 "Header"); the badge is hidden while the count is 0.
 */
export function HeaderActions({ cartCount }: { cartCount: number }) {
  const { auth } = useRouteContext({ from: '__root__' });
  const session = useAuthStatus(auth);
  // A CMS preview as a guest draws the header signed out (docs/decisions/0249-cms-preview-as-a-persona.md).
  const viewer = useViewer(auth);
  const user = session.status === 'authenticated' && viewer !== 'guest' ? session.user : null;
  return (
    <div className="header-actions">
      {/* Signed in, the person icon becomes the customer's initials on the club colour and says so (decision 0194). */}
      {user ? (
        <>
          {/* The initials are drawn by CSS from data-initials: a picture of the person, not words of the link, whose
              name stays 'Moj profil' (text inside a link must be part of its name). */}
          <Link
            to="/profil"
            className="header-actions__icon header-actions__icon--signed-in"
            aria-label={t.profile}
            aria-describedby="header-signed-in-as"
            data-initials={initialsOf(user.displayName, user.email)}
          />
          <span id="header-signed-in-as" className="visually-hidden">
            {t.signedInAs(user.displayName || user.email)}
          </span>
        </>
      ) : (
        <Link to="/prijava" className="header-actions__icon" aria-label={t.login}>
          <Icon name="user" />
        </Link>
      )}
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
