import { Link, useRouteContext } from '@tanstack/react-router';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { blogPath, type BlogTarget } from '@shared/content-paths.js';
import { Pagination } from '../features/catalogue/components/Pagination.js';
import { ProductRail } from '../features/catalogue/components/ProductRail.js';
import { CmsLinkTo } from '../features/cms/components/CmsLinkTo.js';
import { PageSections } from '../features/cms/components/page/PageSections.js';
import { eventQueryOptions, upcomingEventsQueryOptions } from '../features/content/api/events.js';
import { postListQueryOptions, postQueryOptions, type BlogListRequest } from '../features/content/api/posts.js';
import { BlogList } from '../features/content/components/BlogList.js';
import { EventView } from '../features/content/components/EventView.js';
import { PostArticle } from '../features/content/components/PostArticle.js';
import { UpcomingEvents } from '../features/content/components/UpcomingEvents.js';

// The blog and event screens join the content feature with the catalogue's page numbers and product rails and
// the CMS's sections and links (features do not import each other; docs/architecture.md). Loaders are in
// content-loaders.ts, which ships in the entry chunk; these components load with their route.

const targetOf = (request: BlogListRequest): BlogTarget =>
  request.category ? { category: request.category } : request.tag ? { tag: request.tag } : {};

/** /objave, /objave/kategorija/{slug}, /objave/oznaka/{slug}. */
export function BlogListScreen({ request }: { request: BlogListRequest }) {
  const { api, config } = useRouteContext({ from: '__root__' });
  const data = useSuspenseQuery(postListQueryOptions(api, request)).data;
  const events = useQuery(upcomingEventsQueryOptions(api)).data?.records;
  if (!data) return null;
  const target = targetOf(request);
  return (
    <BlogList
      data={data}
      category={request.category}
      tag={request.tag}
      apiKeyId={config.apiKeyId}
      aside={events && <UpcomingEvents events={events} />}
      pagination={
        <Pagination
          page={data.page}
          totalPages={data.totalPages}
          link={(page, content, props) => (
            <Link key={`${page}-${props.className}`} to={blogPath(target)} search={page > 1 ? { page } : {}} {...props}>
              {content}
            </Link>
          )}
        />
      }
    />
  );
}

/** /objave/{slug}: the post's sections drawn as on a CMS page, product rails from the catalogue. */
export function PostScreen({ slug }: { slug: string }) {
  const { api, config } = useRouteContext({ from: '__root__' });
  const post = useSuspenseQuery(postQueryOptions(api, slug)).data;
  if (!post) return null;
  return (
    <PostArticle
      post={post}
      apiKeyId={config.apiKeyId}
      body={
        <PageSections
          components={post.components}
          apiKeyId={config.apiKeyId}
          renderProducts={(section, heading) => (
            <ProductRail id={section.id} filter={section.filter} label={section.title} heading={heading} />
          )}
        />
      }
    />
  );
}

/** /dogadjaj/{id}. */
export function EventScreen({ id }: { id: number }) {
  const { api, config } = useRouteContext({ from: '__root__' });
  const event = useSuspenseQuery(eventQueryOptions(api, id)).data;
  if (!event) return null;
  return (
    <EventView
      event={event}
      apiKeyId={config.apiKeyId}
      now={Date.now()}
      action={
        event.link && (
          <CmsLinkTo link={event.link.link} className="btn btn--primary">
            {event.link.title}
          </CmsLinkTo>
        )
      }
    />
  );
}
