import { MediaImage } from '../../../../components/ui/MediaImage.js';
import type { CmsElementOf } from '../../../../lib/api-types.js';
import { CmsLinkTo } from '../CmsLinkTo.js';

type HeaderMeta = CmsElementOf<'header'>['meta'];

/**
 * The top strip: partner-brand logos, the announcement the edit mode sets (docs/decisions/0254-frame-parts-drafts.md)
 * and content links (membership, contact, help). Below 1024 px only the announcement stays, as one line above the
 * header (docs/decisions/0255-frame-history.md): a strip without one is not drawn there.
 */
export function TopStrip({ meta, apiKeyId }: { meta: HeaderMeta; apiKeyId: number }) {
  return (
    <div className={`top-strip${meta.announcement ? ' top-strip--announcing' : ''}`}>
      <div className="top-strip__inner container">
        <ul className="top-strip__brands" role="list" aria-label="Partnerski brendovi">
          {meta.partnerBrands.map((brand) => (
            <li key={brand.key}>
              <CmsLinkTo link={brand.link} className="top-strip__brand" aria-label={brand.title}>
                <MediaImage media={brand.media} sizes={['small']} layoutSizes="90px" alt="" apiKeyId={apiKeyId} />
              </CmsLinkTo>
            </li>
          ))}
        </ul>
        {meta.announcement &&
          (meta.announcement.link ? (
            <CmsLinkTo link={meta.announcement.link} className="top-strip__announcement">
              {meta.announcement.text}
            </CmsLinkTo>
          ) : (
            <p className="top-strip__announcement">{meta.announcement.text}</p>
          ))}
        <ul className="top-strip__links" role="list">
          {meta.topLinks.map((item, index) => (
            // Two links may share a title (docs/decisions/0259-menu-images-and-the-top-strip.md); the list is redrawn whole.
            // biome-ignore lint/suspicious/noArrayIndexKey: the strip keeps no state per link
            <li key={`${index}:${item.title}`}>
              <CmsLinkTo link={item.link} className="top-strip__link">
                {item.title}
              </CmsLinkTo>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
