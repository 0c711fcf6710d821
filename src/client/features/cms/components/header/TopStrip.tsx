import { MediaImage } from '../../../../components/ui/MediaImage.js';
import type { CmsElementOf } from '../../../../lib/api-types.js';
import { CmsLinkTo } from '../CmsLinkTo.js';

type HeaderMeta = CmsElementOf<'header'>['meta'];

/** The top strip: content links (membership, contact, help) and four partner-brand logos. */
export function TopStrip({ meta, apiKeyId }: { meta: HeaderMeta; apiKeyId: number }) {
  return (
    <div className="top-strip">
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
        <ul className="top-strip__links" role="list">
          {meta.topLinks.map((item) => (
            <li key={item.title}>
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
