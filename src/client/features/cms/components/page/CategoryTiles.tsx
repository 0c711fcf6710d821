import { MediaImage } from '../../../../components/ui/MediaImage.js';
import type { PageComponentOf } from '../../../../lib/api-types.js';
import { CmsLinkTo } from '../CmsLinkTo.js';
import { CmsText } from '../../edit/editable-text.js';

/** Category tiles: image with the category name, each linking to /shop/{slug}. */
export function CategoryTiles({ section, apiKeyId }: { section: PageComponentOf<'categoryTiles'>; apiKeyId: number }) {
  return (
    <section className="section container" aria-labelledby={`s-${section.id}`}>
      <div className="section__head">
        <h2 id={`s-${section.id}`} className="section__title">
          <CmsText sectionId={section.id} path="title" value={section.title} label="Naslov" />
        </h2>
      </div>
      <ul className="tiles" role="list">
        {section.tiles.map((tile) => (
          <li key={tile.title}>
            <CmsLinkTo link={tile.link} className="tile">
              <MediaImage
                media={tile.media}
                sizes={['small', 'medium']}
                layoutSizes="(max-width: 768px) 50vw, 25vw"
                alt=""
                apiKeyId={apiKeyId}
                className="tile__image"
              />
              <span className="tile__title">{tile.title}</span>
            </CmsLinkTo>
          </li>
        ))}
      </ul>
    </section>
  );
}
