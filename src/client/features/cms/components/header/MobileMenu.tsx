import { useEffect, useRef } from 'react';
import { Icon } from '../../../../components/ui/Icon.js';
import { t } from '../../../../lib/i18n.js';
import type { CmsElementOf, NavigationItem } from '../../../../lib/api-types.js';
import { CmsLinkTo } from '../CmsLinkTo.js';
import { isSaleItem } from './nav-utils.js';
import type { useMobileMenu } from './use-mobile-menu.js';
import './mobile-menu.css';

interface Props {
  menu: ReturnType<typeof useMobileMenu>;
  items: readonly NavigationItem[];
  topLinks: CmsElementOf<'header'>['meta']['topLinks'];
}

/** Slide-in navigation below 1024 px, with expandable sub-menus; a modal dialog while open. */
export function MobileMenu({ menu, items, topLinks }: Props) {
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (menu.isOpen) closeRef.current?.focus();
  }, [menu.isOpen]);

  return (
    <div className={`mobile-menu${menu.isOpen ? ' is-open' : ''}`} hidden={!menu.isOpen}>
      <div className="mobile-menu__backdrop" onClick={menu.close} aria-hidden="true" />
      <div className="mobile-menu__panel" role="dialog" aria-modal="true" aria-label={t.mainNav} id="mobile-menu">
        <div className="mobile-menu__head">
          <span className="mobile-menu__title">Izbornik</span>
          <button ref={closeRef} type="button" className="icon-button" onClick={menu.close} aria-label={t.menuClose}>
            <Icon name="close" />
          </button>
        </div>
        <nav aria-label={t.mainNav}>
          <ul className="mobile-menu__list" role="list">
            {items.map((item) => {
              const expanded = menu.isExpanded(item.id);
              return (
                <li
                  key={item.id}
                  className={isSaleItem(item) ? 'mobile-menu__item mobile-menu__item--sale' : 'mobile-menu__item'}
                >
                  <div className="mobile-menu__row">
                    <CmsLinkTo link={item.linkV2} className="mobile-menu__link">
                      {item.title}
                    </CmsLinkTo>
                    {item.children.length > 0 && (
                      <button
                        type="button"
                        className="mobile-menu__expand"
                        aria-expanded={expanded}
                        aria-controls={`m-sub-${item.id}`}
                        aria-label={`${item.title}: podizbornik`}
                        onClick={() => menu.toggleGroup(item.id)}
                      >
                        <Icon name="chevronDown" size={20} />
                      </button>
                    )}
                  </div>
                  {item.children.length > 0 && (
                    <ul id={`m-sub-${item.id}`} className="mobile-menu__sub" role="list" hidden={!expanded}>
                      {item.children.flatMap((group) => [
                        <li key={group.id}>
                          <CmsLinkTo link={group.linkV2} className="mobile-menu__sublink mobile-menu__sublink--group">
                            {group.title}
                          </CmsLinkTo>
                        </li>,
                        ...group.children.map((leaf) => (
                          <li key={leaf.id}>
                            <CmsLinkTo link={leaf.linkV2} className="mobile-menu__sublink">
                              {leaf.title}
                            </CmsLinkTo>
                          </li>
                        )),
                      ])}
                    </ul>
                  )}
                </li>
              );
            })}
          </ul>
        </nav>
        <ul className="mobile-menu__extra" role="list">
          {topLinks.map((item) => (
            <li key={item.title}>
              <CmsLinkTo link={item.link}>{item.title}</CmsLinkTo>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
