import { Link, useRouterState } from '@tanstack/react-router';
import type { Media } from '../../../../lib/api-types.js';
import { MediaImage } from '../../../../components/ui/MediaImage.js';

interface Props {
  siteName: string;
  logo?: Media | null;
  apiKeyId: number;
}

/** The club crest drawn inline, used when the CMS has no logo image (and as its fallback). */
function Crest() {
  return (
    <svg className="logo__crest" viewBox="0 0 48 56" width="40" height="46" aria-hidden="true">
      <path d="M24 2 46 9v18c0 13-9 22-22 27C11 49 2 40 2 27V9L24 2Z" fill="#0b3d91" stroke="#f2b705" strokeWidth="3" />
      <path d="m24 14 3.5 7.6 8.3.9-6.2 5.6 1.8 8.2L24 32.1l-7.4 4.2 1.8-8.2-6.2-5.6 8.3-.9L24 14Z" fill="#fff" />
      <path d="M8 40h32" stroke="#fff" strokeWidth="2" opacity=".5" />
    </svg>
  );
}

/**
 * Logo: on the home page it scrolls to the top; elsewhere it links home (site-frame section 2). The link is named by
 * what it shows, the shop's name, with where it goes added unseen after it: a name that merely contained the visible
 * words (an aria-label) is not what speech input users say (WCAG 2.5.3, docs/decisions/0140-axe-with-every-rule.md).
 */
export function Logo({ siteName, logo, apiKeyId }: Props) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const onHome = pathname === '/' || pathname === '/naslovna';
  // "NK Zvijezda Fan Shop" is set as two lines: the club, then "Fan Shop".
  const [club, sub] = siteName.endsWith(' Fan Shop') ? [siteName.slice(0, -9), 'Fan Shop'] : [siteName, ''];
  const content = (
    <>
      {logo ? (
        // AVIF or WebP where the browser takes them: the crest's PNG was 18 KB, four times the product page's
        // LCP image, and shared a phone's first round trips with it.
        <MediaImage
          media={logo}
          sizes={['thumbnail', 'small']}
          layoutSizes={`${logo.width > 0 ? Math.round((logo.width / logo.height) * 48) : 48}px`}
          className="logo__image"
          alt=""
          apiKeyId={apiKeyId}
          eager
        />
      ) : (
        <Crest />
      )}
      <span className="logo__text">
        <span className="logo__club">{club}</span>
        {sub && (
          <>
            {' '}
            <span className="logo__sub">{sub}</span>
          </>
        )}
      </span>
    </>
  );
  if (onHome) {
    return (
      <a
        href="/"
        className="logo"
        onClick={(e) => {
          e.preventDefault();
          window.scrollTo({ top: 0, behavior: 'smooth' });
        }}
      >
        {content}
        <span className="visually-hidden">, na vrh stranice</span>
      </a>
    );
  }
  return (
    <Link to="/" className="logo">
      {content}
      <span className="visually-hidden">, naslovnica</span>
    </Link>
  );
}
