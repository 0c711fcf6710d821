import { mediaDimensions, mediaSrcSet, mediaUrl } from '@shared/media.js';
import type { PageComponentOf } from '../../../../lib/api-types.js';
import { CmsLinkTo } from '../CmsLinkTo.js';

const PHONE = '(max-width: 767px)';
const MOBILE_UP = '(min-width: 768px)';

/**
 * The hero banner (a designed image from the CMS). It is the home page's LCP element: eager, fetchpriority high, explicit
 * width/height and a <link rel=preload> with the same srcset (React 19 hoists it into <head>).
 */
export function Hero({
  section,
  apiKeyId,
  priority,
  phone,
}: {
  section: PageComponentOf<'hero'>;
  apiKeyId: number;
  priority: boolean;
  /** `mobileView`: the phone's variant only, whatever the width (the edit mode's phone preview). */
  phone: boolean;
}) {
  // The texts for phones (docs/decisions/0250-section-mobile-variants.md): a blank one says what the wide hero says.
  const wide = { title: section.title, subtitle: section.subtitle, cta: section.cta.title };
  const onPhone = {
    title: section.mobileOptions?.title || wide.title,
    subtitle: section.mobileOptions?.subtitle || wide.subtitle,
    cta: section.mobileOptions?.ctaTitle || wide.cta,
  };
  const { media, mobileMedia } = section;
  const sizes = ['medium', 'large', 'heroimage'] as const;
  const box = mediaDimensions({ width: media.width, height: media.height, focus: media.focus }, 'heroimage');
  const avif = mediaSrcSet(media, sizes, 'avif', apiKeyId);
  const layoutSizes = '100vw';
  // Phones get the artwork drawn for their shape (its headline stays readable) when the CMS has one.
  const mobileAvif = mobileMedia ? mediaSrcSet(mobileMedia, ['small', 'medium'], 'avif', apiKeyId) : null;
  return (
    <section className={`hero${mobileMedia ? ' hero--mobile-art' : ''}`} aria-labelledby={`hero-${section.id}`}>
      {priority && (
        <link
          rel="preload"
          as="image"
          type="image/avif"
          imageSrcSet={avif}
          imageSizes={layoutSizes}
          fetchPriority="high"
          media={mobileAvif ? MOBILE_UP : undefined}
        />
      )}
      {priority && mobileAvif && (
        <link
          rel="preload"
          as="image"
          type="image/avif"
          imageSrcSet={mobileAvif}
          imageSizes={layoutSizes}
          fetchPriority="high"
          media={PHONE}
        />
      )}
      <picture className="hero__picture">
        {mobileMedia && mobileAvif && (
          <>
            <source media={PHONE} type="image/avif" srcSet={mobileAvif} sizes={layoutSizes} />
            <source
              media={PHONE}
              type="image/webp"
              srcSet={mediaSrcSet(mobileMedia, ['small', 'medium'], 'webp', apiKeyId)}
              sizes={layoutSizes}
            />
          </>
        )}
        <source type="image/avif" srcSet={avif} sizes={layoutSizes} />
        <source type="image/webp" srcSet={mediaSrcSet(media, sizes, 'webp', apiKeyId)} sizes={layoutSizes} />
        <img
          className="hero__image"
          src={mediaUrl(media, 'heroimage', undefined, apiKeyId)}
          srcSet={mediaSrcSet(media, sizes, undefined, apiKeyId)}
          sizes={layoutSizes}
          width={box.width}
          height={box.height}
          alt={media.description ?? ''}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
        />
      </picture>
      {/* The CMS hero is a designed banner (its artwork carries the headline), so the heading is
          for assistive technology and the call to action sits over the artwork. */}
      <div className="hero__overlay">
        <h1 id={`hero-${section.id}`} className="visually-hidden">
          <Variants
            phone={phone}
            wide={`${wide.title}. ${wide.subtitle}`}
            onPhone={`${onPhone.title}. ${onPhone.subtitle}`}
          />
        </h1>
        <CmsLinkTo link={section.cta.link} className="btn btn--accent hero__cta">
          <Variants phone={phone} wide={wide.cta} onPhone={onPhone.cta} />
        </CmsLinkTo>
      </div>
    </section>
  );
}

/**
 * A text with its phone variant: both drawn, CSS showing the one for the width (so the server's page is right on a
 * phone before any script), or only the phone's when `mobileView` asks for it. `display: none` keeps the hidden one
 * from screen readers too.
 */
function Variants({ phone, wide, onPhone }: { phone: boolean; wide: string; onPhone: string }) {
  if (phone) return onPhone;
  if (wide === onPhone) return wide;
  return (
    <>
      <span className="variant--wide">{wide}</span>
      <span className="variant--phone">{onPhone}</span>
    </>
  );
}
