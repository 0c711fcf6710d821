import { Icon } from '../../../../components/ui/Icon.js';
import { t } from '../../../../lib/i18n.js';
import type { CmsElementOf, NavigationItem } from '../../../../lib/api-types.js';
import { MobileMenu } from './MobileMenu.js';
import { useMobileMenu } from './use-mobile-menu.js';

interface Props {
  items: readonly NavigationItem[];
  topLinks: CmsElementOf<'header'>['meta']['topLinks'];
}

/** The hamburger and its slide-in menu, wired to machines/mobile-menu (loaded after first paint). */
export default function MobileNavLive({ items, topLinks }: Props) {
  const menu = useMobileMenu();
  return (
    <>
      <button
        type="button"
        className="icon-button main-bar__menu"
        aria-label={t.menuOpen}
        aria-expanded={menu.isOpen}
        aria-controls="mobile-menu"
        onClick={menu.open}
      >
        <Icon name="menu" />
      </button>
      <MobileMenu menu={menu} items={items} topLinks={topLinks} />
    </>
  );
}
