import bwipjs from 'bwip-js/node';

/**
 * The HUB-3A slip's PDF417 barcode as PNG (docs/decisions/0046-order-pdf-and-payment-slip.md): error correction
 * level 4 and 9 data columns as the standard's examples use, byte compaction of the UTF-8 data (bwip-js writes
 * the text as UTF-8 bytes, as v6 of the standard wants).
 */
export async function pdf417Png(data: string, scale = 2): Promise<Buffer> {
  // eclevel, columns and rowmult are PDF417 options bwip-js passes on; its RenderOptions type does not list them.
  const options: Parameters<typeof bwipjs.toBuffer>[0] & Record<string, unknown> = {
    bcid: 'pdf417',
    text: data,
    eclevel: 4,
    columns: 9,
    rowmult: 3,
    scale,
    paddingwidth: 4,
    paddingheight: 4,
    backgroundcolor: 'FFFFFF',
  };
  return bwipjs.toBuffer(options);
}
