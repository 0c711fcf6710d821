import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { blogPath } from '@shared/content-paths.js';
import { MediaImage } from '../../../components/ui/MediaImage.js';
import { usePageTitle } from '../../../app/title.js';
import type { Post } from '../../../lib/api-types.js';
import { postDate } from '../dates.js';
import '../content.css';

/** One post (/objave/{slug}): breadcrumb, title, date, cover, lead, the body's sections and its tags. */
export function PostArticle({ post, apiKeyId, body }: { post: Post; apiKeyId: number; body: ReactNode }) {
  usePageTitle(post.seo.title || post.title);
  const category = post.categories[0];
  return (
    <article className="post">
      <header className="container post__head">
        <nav aria-label="Putanja" className="breadcrumb">
          <Link to={blogPath()}>Objave</Link>
          {category && (
            <>
              <span aria-hidden="true"> / </span>
              <Link to={blogPath({ category: category.slug })}>{category.name}</Link>
            </>
          )}
        </nav>
        <h1 className="post__title">{post.title}</h1>
        <p className="post__meta">
          <time dateTime={post.publishedAt}>{postDate(post.publishedAt)}</time>
          {post.author && <span> · {post.author}</span>}
        </p>
        <div className="post__cover">
          <MediaImage
            media={post.cover}
            sizes={['medium', 'large']}
            layoutSizes="(max-width: 960px) 100vw, 960px"
            alt=""
            apiKeyId={apiKeyId}
            priority
          />
        </div>
        <p className="post__lead">{post.excerpt}</p>
      </header>
      <div className="post__body">{body}</div>
      <footer className="container post__foot">
        {post.tags.length > 0 && (
          <ul role="list" className="chips chips--small" aria-label="Oznake">
            {post.tags.map((t) => (
              <li key={t.slug}>
                <Link to={blogPath({ tag: t.slug })} className="chip chip--tag">
                  #{t.name}
                </Link>
              </li>
            ))}
          </ul>
        )}
        <Link to={blogPath()} className="btn btn--outline">
          ← Sve objave
        </Link>
      </footer>
    </article>
  );
}
