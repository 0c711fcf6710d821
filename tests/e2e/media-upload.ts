import type { Locator } from '@playwright/test';
import { expect } from './fixtures.js';

/**
 * In an open media library modal: waits for the library to load, sends one image with its alt text, and waits until
 * the new image is chosen (its alt text in the details). The caller presses 'Koristi sliku' or goes on.
 */
export async function uploadOneImage(media: Locator, file: { name: string; buffer: Buffer }, alt: string) {
  // Files are taken once the library has loaded.
  await expect(media.getByRole('list', { name: 'Slike u knjižnici' }).getByRole('button').first()).toBeVisible({
    timeout: 20_000,
  });
  await media
    .getByLabel('Dodaj slike (najviše 20 odjednom)')
    .setInputFiles({ name: file.name, mimeType: 'image/png', buffer: file.buffer });
  await media.getByLabel(`Opis slike ${file.name}`).fill(alt);
  await media.getByRole('button', { name: 'Pošalji slike' }).click();
  await expect(media.getByLabel('Opis slike (alternativni tekst, obavezno)')).toHaveValue(alt, { timeout: 20_000 });
}
