import { Link } from '@tanstack/react-router';
import { blogPath } from '@shared/content-paths.js';
import { MediaImage } from '../../../components/ui/MediaImage.js';
import type { PostCardData } from '../../../lib/api-types.js';
import { postDate } from '../dates.js';

/** A post in the blog list: cover, category, date, title and excerpt; the whole card opens the post. */
export function PostCard({ post, apiKeyId, priority }: { post: PostCardData; apiKeyId: number; priority?: boolean }) {
  const category = post.categories[0];
  return (
    <article className="post-card">
      <div className="post-card__media">
        <MediaImage
          media={post.cover}
          sizes={['small', 'medium']}
          layoutSizes="(max-width: 700px) 100vw, (max-width: 1100px) 50vw, 33vw"
          alt=""
          apiKeyId={apiKeyId}
          priority={priority}
        />
      </div>
      <div className="post-card__body">
        <p className="post-card__meta">
          {category && <span className="post-card__category">{category.name}</span>}
          <time dateTime={post.publishedAt}>{postDate(post.publishedAt)}</time>
        </p>
        <h2 className="post-card__title">
          <Link to={blogPath({ post: post.slug })} className="post-card__link">
            {post.title}
          </Link>
        </h2>
        <p className="post-card__excerpt">{post.excerpt}</p>
      </div>
    </article>
  );
}
