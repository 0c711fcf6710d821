import type React from 'react';
import { Icon } from '../../../../components/ui/Icon.js';
import { MediaImage } from '../../../../components/ui/MediaImage.js';
import { t } from '../../../../lib/i18n.js';
import type { NavigationItem } from '../../../../lib/api-types.js';
import { CmsLinkTo } from '../CmsLinkTo.js';
import { isSaleItem } from './nav-utils.js';
import './main-nav.css';

/** What the view needs from the navigation state (machines/main-nav through useMainNav). */
export interface MainNavController {
  rootRef?: React.Ref<HTMLElement>;
  isOpen: (id: number) => boolean;
  hover: (id: number, hasPanel: boolean) => void;
  toggle: (id: number) => void;
  leave: () => void;
}

/**
 * An item's image in a panel (docs/decisions/0259-menu-images-and-the-top-strip.md): inside the link beside the
 * item's title, which names the link, so the picture itself is not read out again.
 */
const PanelImage = ({ item, apiKeyId }: { item: NavigationItem; apiKeyId: number }) =>
  item.media ? (
    <MediaImage
      media={item.media}
      sizes={['small']}
      layoutSizes="200px"
      alt=""
      apiKeyId={apiKeyId}
      className="main-nav__image"
    />
  ) : null;

/**
 * Desktop main navigation with hover panels. Each top item with children has a link and a
 * disclosure button (keyboard: Enter/Space toggles, Escape closes); one panel is open at a time.
 * An item in a panel with an image shows it above its title; a top item's image leads its 'show all' link.
 */
export function MainNavView({
  items,
  nav,
  apiKeyId,
}: {
  items: readonly NavigationItem[];
  nav: MainNavController;
  apiKeyId: number;
}) {
  return (
    <nav className="main-nav" aria-label={t.mainNav} ref={nav.rootRef} onMouseLeave={nav.leave}>
      <ul className="main-nav__list" role="list">
        {items.map((item) => {
          const hasPanel = item.children.length > 0;
          const open = nav.isOpen(item.id);
          const sale = isSaleItem(item);
          return (
            <li
              key={item.id}
              className={`main-nav__item${open ? ' is-open' : ''}${sale ? ' main-nav__item--sale' : ''}`}
              onMouseEnter={() => nav.hover(item.id, hasPanel)}
            >
              <CmsLinkTo link={item.linkV2} className="main-nav__link">
                {item.title}
              </CmsLinkTo>
              {hasPanel && (
                <button
                  type="button"
                  className="main-nav__toggle"
                  aria-expanded={open}
                  aria-controls={`nav-panel-${item.id}`}
                  aria-label={`${item.title}: podizbornik`}
                  onClick={() => nav.toggle(item.id)}
                >
                  <Icon name="chevronDown" size={16} />
                </button>
              )}
              {hasPanel && (
                <div id={`nav-panel-${item.id}`} className="main-nav__panel" hidden={!open}>
                  <div className="main-nav__panel-inner container">
                    {item.children.map((group) => (
                      <div
                        key={group.id}
                        className={`main-nav__group${isSaleItem(group) ? ' main-nav__group--sale' : ''}`}
                      >
                        <CmsLinkTo
                          link={group.linkV2}
                          className={`main-nav__group-title${group.media ? ' main-nav__group-title--image' : ''}`}
                        >
                          <PanelImage item={group} apiKeyId={apiKeyId} />
                          {group.title}
                        </CmsLinkTo>
                        {group.children.length > 0 && (
                          <ul role="list" className="main-nav__sublist">
                            {group.children.map((leaf) => (
                              <li key={leaf.id}>
                                <CmsLinkTo link={leaf.linkV2} className="main-nav__sublink">
                                  {leaf.title}
                                </CmsLinkTo>
                              </li>
                            ))}
                          </ul>
                        )}
                      </div>
                    ))}
                    <CmsLinkTo
                      link={item.linkV2}
                      className={`main-nav__all${item.media ? ' main-nav__all--image' : ''}`}
                    >
                      <PanelImage item={item} apiKeyId={apiKeyId} />
                      {t.showAll}: {item.title} <Icon name="arrowRight" size={18} />
                    </CmsLinkTo>
                  </div>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
