import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { blogPath, type BlogTarget } from '@shared/content-paths.js';
import { usePageTitle } from '../../../app/title.js';
import type { PostPage, PostTerm } from '../../../lib/api-types.js';
import { PostCard } from './PostCard.js';
import '../content.css';

interface Props {
  data: PostPage;
  category?: string | undefined;
  tag?: string | undefined;
  apiKeyId: number;
  /** The page numbers (the route builds their links). */
  pagination: ReactNode;
  /** Beside the list: the upcoming events. */
  aside: ReactNode;
}

const nameOf = (terms: PostTerm[], slug: string | undefined) => terms.find((t) => t.slug === slug)?.name;

/** The blog (/objave): category and tag filters as links, a grid of post cards, page numbers and the events. */
export function BlogList({ data, category, tag, apiKeyId, pagination, aside }: Props) {
  const categoryName = nameOf(data.categories, category);
  const tagName = nameOf(data.tags, tag);
  const heading = categoryName ?? (tagName ? `#${tagName}` : 'Objave');
  usePageTitle(categoryName || tagName ? `Objave: ${categoryName ?? tagName}` : 'Objave');
  const filterLink = (target: BlogTarget, label: string, current: boolean, className: string) => (
    <Link to={blogPath(target)} className={className} aria-current={current ? 'page' : undefined}>
      {label}
    </Link>
  );
  return (
    <div className="container page blog">
      <header className="blog__head">
        <p className="blog__kicker">Novosti kluba</p>
        <h1 className="page-title blog__title">{heading}</h1>
      </header>
      <nav className="blog__filters" aria-label="Kategorije objava">
        <ul role="list" className="chips">
          <li>{filterLink({}, 'Sve objave', !category && !tag, 'chip')}</li>
          {data.categories.map((c) => (
            <li key={c.slug}>{filterLink({ category: c.slug }, c.name, c.slug === category, 'chip')}</li>
          ))}
        </ul>
      </nav>
      <div className="blog__layout">
        <section aria-label="Popis objava" className="blog__main">
          {data.records.length === 0 ? (
            <p className="blog__empty">Ovdje još nema objava.</p>
          ) : (
            <ul role="list" className="post-grid">
              {data.records.map((post, i) => (
                <li key={post.id}>
                  <PostCard post={post} apiKeyId={apiKeyId} priority={i === 0} />
                </li>
              ))}
            </ul>
          )}
          {pagination}
        </section>
        <aside className="blog__aside">
          {aside}
          {data.tags.length > 0 && (
            <nav className="blog__tags" aria-labelledby="blog-tags-title">
              <h2 id="blog-tags-title" className="aside-title">
                Oznake
              </h2>
              <ul role="list" className="chips chips--small">
                {data.tags.map((t) => (
                  <li key={t.slug}>{filterLink({ tag: t.slug }, `#${t.name}`, t.slug === tag, 'chip chip--tag')}</li>
                ))}
              </ul>
            </nav>
          )}
        </aside>
      </div>
    </div>
  );
}
