// The content module (posts and events): its public surface; other modules import from here only.
export { contentRoutes } from './routes.js';
export { sitemapContent } from './sitemap.js';
export { filterPosts, getPost } from './posts.js';
export { getEvent } from './events.js';
