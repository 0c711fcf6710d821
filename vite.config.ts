import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { fileURLToPath } from 'node:url';

const dir = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** Where the back office's route chunks go: a folder of their own, apart from the shop's. */
const BACK_OFFICE_CHUNKS = 'assets/admin/';

/**
 * FLOW_LOG=1 (the e2e build, playwright.config.ts): the browser's `xstate` is src/client/lib/flow-log.ts, whose
 * actors report their transitions to the journey runner (docs/decisions/0166-e2e-flow-coverage.md). The one import
 * left pointing at xstate itself is that module's own; the server render keeps the real one.
 */
function flowLog(): Plugin {
  const shim = dir('./src/client/lib/flow-log.ts');
  return {
    name: 'flow-log',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'xstate' || importer === shim || this.environment.name !== 'client') return null;
      return shim;
    },
  };
}

/**
 * Vite's helper around every `import()` preloads the lazy chunk's imports and CSS beside it. This build gives it none
 * (`modulePreload.resolveDependencies` below, one stylesheet), so all that is left of it is reporting a failed import
 * as `vite:preloadError` (src/client/app/reload-guard.ts listens to it): that part alone, without the 0.6 KB gzip of
 * link-building code on every first view (docs/targets.md P1, docs/decisions/0266-own-fetch-runtime-and-lazy-checkout-validation.md).
 */
function importErrorsOnlyHelper(): Plugin {
  return {
    name: 'import-errors-only-helper',
    enforce: 'pre',
    apply: 'build',
    load: {
      filter: { id: /^\0vite\/preload-helper\.js$/ },
      handler: () =>
        `export const __vitePreload = (load) => load().catch((error) => {
  const event = new Event('vite:preloadError', { cancelable: true });
  event.payload = error;
  window.dispatchEvent(event);
  if (!event.defaultPrevented) throw error;
});`,
    },
  };
}

/** The libraries every first view runs (docs/targets.md P1), in one chunk. */
const FRAMEWORK = /node_modules[\\/](react|react-dom|scheduler|@tanstack)[\\/]/;
/**
 * Parts of those libraries that only code loaded later uses (the footer's menus, the account's paged lists): a group
 * takes every module it matches wherever it is used, so these would ride in the framework chunk of every first view.
 */
const FRAMEWORK_LATER = /[\\/](useQueries|queriesObserver|useInfiniteQuery|infiniteQueryObserver)\.js$/;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tanstackRouter({
      target: 'react',
      routesDirectory: './src/client/routes',
      generatedRouteTree: './src/client/routeTree.gen.ts',
      autoCodeSplitting: true,
    }),
    react(),
    process.env.FLOW_LOG === '1' && flowLog(),
    !isSsrBuild && importErrorsOnlyHelper(),
  ],
  resolve: {
    alias: [
      { find: '@shared', replacement: dir('./src/shared') },
      { find: '@machines', replacement: dir('./machines') },
      { find: '@api', replacement: dir('./api-schema/generated') },
      // The router's store and @xstate/react read through use-sync-external-store's shim, a fallback for React before
      // 18 that was part of every first view; the package's own entries without the shim use React's hook
      // (docs/targets.md P1).
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector.js',
      },
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'use-sync-external-store' },
    ],
  },
  build: {
    outDir: 'dist/client',
    manifest: true,
    sourcemap: false,
    // Current browsers know <link rel="modulepreload"> (Chrome 66, Firefox 115, Safari 17); an older one still loads
    // every module through its imports, only later. The polyfill's bytes counted against every first view's budget
    // (docs/targets.md P1) for that.
    //
    // The page's own modules are preloaded by its HTML: index.html for the entry's imports, the server's page for the
    // matched routes' chunks and theirs (src/server/edge/page-assets.ts). The lists Vite writes into the JavaScript,
    // for preloading a lazy chunk's imports beside it, are left out: the entry carried one for every route of the
    // shop and the back office, about 3 KB of every first view (docs/decisions/0264-no-preload-lists-in-the-entry.md).
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
    // One stylesheet for the whole shop (≈ 15 KB compressed), cached after the first view: a server-rendered page
    // linked a dozen small route and part stylesheets, each render-blocking, and on a phone's connection they
    // queued behind each other before the first paint (docs/decisions/0121-one-stylesheet-and-precompressed-assets.md).
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        chunkFileNames: (chunk) =>
          chunk.facadeModuleId?.includes('/src/client/routes/admin/')
            ? `${BACK_OFFICE_CHUNKS}[name]-[hash].js`
            : 'assets/[name]-[hash].js',
        // The framework every first view needs goes into one chunk: one gzip stream compresses better than
        // a dozen small ones (TARGETS P1). XState and feature code stay out of it and load lazily.
        codeSplitting: {
          groups: [
            { name: 'framework', test: (id) => FRAMEWORK.test(id) && !FRAMEWORK_LATER.test(id) },
            // The small app modules every storefront first view loads (P1): one chunk instead of a dozen tiny
            // ones, each of which paid its own gzip header and import line (the viewer hook and the hydration phase
            // with the URL readers were two of them).
            {
              name: 'shell',
              test: /src[\\/](client[\\/](app[\\/]title|components[\\/]ui[\\/](Icon|MediaImage)|features[\\/]cms[\\/](components[\\/]CmsLinkTo|links|components[\\/]header[\\/]nav-utils)|features[\\/]catalogue[\\/]actions-context|features[\\/]cart[\\/](runtime-loader|session-cookies|ui-store)|lib[\\/](api-client|fetch-client|card-product|format|media-order|viewer)|ssr[\\/]hydration-phase|features[\\/]catalogue[\\/]api[\\/]category-search)|shared[\\/](sorts|search-params|plural|filter-slugs))\.tsx?$/,
            },
            // The category page's own parts (docs/targets.md P1): one chunk instead of five (the page, the list's view
            // of its URL, the pagination, the grid with the sort select and the lazy filter panel's wrapper), 0.6 KB
            // less on /shop/{slug}. The search page and the blog's lists, which use some of them, load all of it.
            // Without its imports (`includeDependenciesRecursively`): with them, the group took the product card,
            // the stars and modules of the entry, and every first view loaded it. Safe while no two chunks import each
            // other (Vite's `preserveEntrySignatures: false`; docs/decisions/0266-own-fetch-runtime-and-lazy-checkout-validation.md).
            {
              name: 'category-view',
              includeDependenciesRecursively: false,
              test: /src[\\/]client[\\/]features[\\/]catalogue[\\/](components[\\/](CategoryView|GridSkeleton|Pagination|ProductGrid|SortSelect|use-paged-request|filters[\\/]LazyFilterPanel)|api[\\/]category-list)\.tsx?$/,
            },
            // The product card and its add button's label, drawn together by the home page's rails and the lists.
            {
              name: 'product-card',
              includeDependenciesRecursively: false,
              test: /src[\\/]client[\\/]features[\\/]catalogue[\\/]components[\\/](ProductCard|product[\\/]AddButtonLabel)\.tsx?$/,
            },
            // A product's stars and the words they say, drawn on every product card and product page: one chunk, not two.
            {
              name: 'stars',
              test: /src[\\/](client[\\/]features[\\/]catalogue[\\/]components[\\/](product[\\/]Stars|icons)|shared[\\/]rating)\.tsx?$/,
            },
          ],
        },
      },
    },
  },
  // The server's render (`vite build --ssr`) carries its own production React and libraries: the shop's NODE_ENV
  // says demo or production shop (docs/architecture.md), not which React build renders pages, and React's
  // development build made every uncached render several times slower (docs/decisions/0253-first-renders-without-stalls.md).
  ...(isSsrBuild
    ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') }, ssr: { noExternal: true } }
    : {}),
  server: {
    // `npm run dev`: the API runs beside Vite and Vite proxies to it.
    proxy: {
      '/api': 'http://localhost:3001',
      '/media': 'http://localhost:3001',
    },
  },
}));
