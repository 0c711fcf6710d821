import { Icon, isIconName } from '../../../../components/ui/Icon.js';
import { MediaImage } from '../../../../components/ui/MediaImage.js';
import type { PageComponentOf } from '../../../../lib/api-types.js';
import { CmsLinkTo } from '../CmsLinkTo.js';
import { CmsText } from '../../edit/editable-text.js';

/** A wide promotional banner: image beside a title (with an icon if chosen), text and a link. */
export function Banner({ section, apiKeyId }: { section: PageComponentOf<'banner'>; apiKeyId: number }) {
  return (
    <section className="section container">
      <div className="banner">
        <div className="banner__media">
          <MediaImage
            media={section.media}
            sizes={['medium', 'large']}
            layoutSizes="(max-width: 1024px) 100vw, 50vw"
            alt=""
            apiKeyId={apiKeyId}
          />
        </div>
        <div className="banner__body">
          <h2 className="banner__title">
            {/* The icon the editor chose (docs/decisions/0257-icon-options.md); the title names the banner. */}
            {isIconName(section.icon) && <Icon name={section.icon} size={28} className="banner__icon" />}
            <CmsText sectionId={section.id} path="title" value={section.title} label="Naslov" />
          </h2>
          <p className="banner__text">
            <CmsText sectionId={section.id} path="text" value={section.text} label="Tekst" />
          </p>
          <CmsLinkTo link={section.link.link} className="btn btn--accent">
            <CmsText sectionId={section.id} path="link.title" value={section.link.title} label="Tekst gumba" />
          </CmsLinkTo>
        </div>
      </div>
    </section>
  );
}
