// The desk home's counts (docs/decisions/0162-desk-home-counts.md): what waits for staff, one query per count.
export { deskCountRoutes } from './routes.js';
