import { useRouterState } from '@tanstack/react-router';
import { Fragment, type ReactNode } from 'react';
import type { PageComponent, PageComponentOf } from '../../../../lib/api-types.js';
import { Hero } from './Hero.js';
import { CategoryTiles } from './CategoryTiles.js';
import { Banner } from './Banner.js';
import { CmsLinkTo } from '../CmsLinkTo.js';
import { CmsRichText, CmsText } from '../../edit/editable-text.js';
import './sections.css';

interface Props {
  components: readonly PageComponent[];
  apiKeyId: number;
  /**
   * Product lists come from the catalogue feature; the route passes the renderer in. It gets the
   * section's heading and draws nothing (heading included) when the list turns out empty.
   */
  renderProducts: (section: PageComponentOf<'productCarousel'>, heading: ReactNode) => ReactNode;
}

/** The query flag that asks sections for their phone variants (spec: mobileView). */
const isMobileView = (search: unknown) => {
  const flag = (search as Record<string, unknown>).mobileView;
  return flag === true || flag === 'true';
};

/** Renders a CMS page's sections in order; the first hero is the LCP image (eager, high priority). */
export function PageSections({ components, apiKeyId, renderProducts }: Props) {
  const firstHero = components.find((c) => c.type === 'hero');
  // Spec: "mobileView is read by sections": the sections' phone variants, whatever the width
  // (docs/decisions/0250-section-mobile-variants.md).
  const phone = useRouterState({ select: (s) => isMobileView(s.location.search) });
  return (
    <>
      {components.map((section) => {
        switch (section.type) {
          case 'hero':
            return (
              <Hero
                key={section.id}
                section={section}
                apiKeyId={apiKeyId}
                priority={section === firstHero}
                phone={phone}
              />
            );
          case 'productCarousel':
            return (
              <Fragment key={section.id}>
                {renderProducts(
                  section,
                  <div className="section__head">
                    <h2 id={`s-${section.id}`} className="section__title">
                      <CmsText sectionId={section.id} path="title" value={section.title} label="Naslov" />
                    </h2>
                    {section.link && (
                      <CmsLinkTo link={section.link.link} className="section__more">
                        <CmsText
                          sectionId={section.id}
                          path="link.title"
                          value={section.link.title}
                          label="Tekst poveznice"
                        />{' '}
                        →
                      </CmsLinkTo>
                    )}
                  </div>,
                )}
              </Fragment>
            );
          case 'categoryTiles':
            return <CategoryTiles key={section.id} section={section} apiKeyId={apiKeyId} />;
          case 'banner':
            return <Banner key={section.id} section={section} apiKeyId={apiKeyId} />;
          case 'richText':
            return (
              <section key={section.id} className="section container rich-text">
                {section.title && (
                  <h2 className="section__title">
                    <CmsText sectionId={section.id} path="title" value={section.title} label="Naslov" />
                  </h2>
                )}
                <CmsRichText sectionId={section.id} html={section.html} />
              </section>
            );
          default:
            // Settings components carry data only (size tables...), nothing to draw.
            return null;
        }
      })}
    </>
  );
}
