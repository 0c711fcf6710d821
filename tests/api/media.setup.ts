// Shared setup of the media API tests: the real app (platform's createTestApp, migrations only: images are
// added per test with saveOriginal) on in-memory PGlite, or PostgreSQL when DATABASE_URL is set.
import sharp, { type Sharp } from 'sharp';
import { createTestApp, type TestApp } from '../support/index.js';

export type MediaTestContext = TestApp;

export function createMediaTestApp(): Promise<MediaTestContext> {
  return createTestApp({ seed: false });
}

/** A recognisable photo-like image: club-blue background with a white band and a red circle. */
export function clubImage(width: number, height: number, alpha = false): Sharp {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#0b3d91" ${alpha ? 'fill-opacity="0.5"' : ''}/>
    <rect y="${height / 3}" width="100%" height="${height / 3}" fill="#ffffff"/>
    <circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 4}" fill="#e30613"/></svg>`;
  return sharp(Buffer.from(svg));
}
