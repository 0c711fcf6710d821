import { Link, useRouteContext } from '@tanstack/react-router';
import { usePageTitle } from '../../../app/title.js';
import { MediaImage } from '../../../components/ui/MediaImage.js';
import type { Category } from '../../../lib/api-types.js';
import './catalogue-pages.css';

/** The shop index: one tile per top-level category, linking to /shop/{slug}. */
export function CategoryIndex({ categories }: { categories: readonly Category[] }) {
  const { config } = useRouteContext({ from: '__root__' });
  usePageTitle('Shop');
  return (
    <div className="page container">
      <h1 className="page-title">Shop</h1>
      <ul className="category-tiles" role="list">
        {categories.map((category, index) => (
          <li key={category.id}>
            <Link to="/shop/$slug" params={{ slug: category.slug }} className="category-tile">
              <MediaImage
                media={category.image}
                sizes={['small', 'medium']}
                layoutSizes="(max-width: 768px) 50vw, 25vw"
                alt=""
                apiKeyId={config.apiKeyId}
                className="category-tile__image"
                priority={index < 4}
              />
              <span className="category-tile__name">{category.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
