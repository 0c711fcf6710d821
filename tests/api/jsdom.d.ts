// jsdom ships no types and @types/jsdom is not installed: the SEO tests only parse HTML and XML with it.
declare module 'jsdom';
