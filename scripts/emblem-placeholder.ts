/**
 * Draws the placeholder emblem shipped in tenants/_base/assets/emblem-placeholder.png: a grey
 * ring with a small grey disc inside, on a transparent ground. Letters of the regulation carry
 * the organisation's official emblem (the Garuda), which the organisation supplies as its own
 * asset; the placeholder only holds its place, so it is deliberately plain and of our own making.
 *
 *   npx tsx scripts/emblem-placeholder.ts
 *
 * The PNG is written by the portal's own small writer (server/pdf/png-file.ts), so that no image
 * library is needed for a picture this simple.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pngFile } from '../server/pdf/png-file';

const SIZE = 240;
const GREY = 0x80;
const OUT = path.resolve(import.meta.dirname, '../tenants/_base/assets/emblem-placeholder.png');

/** Coverage 0..1 of a pixel by the ring and the disc, sampled 4 x 4 so the edges are smooth. */
function coverage(x: number, y: number): number {
  const centre = SIZE / 2;
  const [ringOuter, ringInner, disc] = [SIZE * 0.46, SIZE * 0.38, SIZE * 0.12];
  let hits = 0;
  for (let sy = 0; sy < 4; sy++) {
    for (let sx = 0; sx < 4; sx++) {
      const r = Math.hypot(x + (sx + 0.5) / 4 - centre, y + (sy + 0.5) / 4 - centre);
      if ((r <= ringOuter && r >= ringInner) || r <= disc) hits++;
    }
  }
  return hits / 16;
}

// Grey with alpha (colour type 4), 8 bits; each row starts with filter byte 0.
const rows: Buffer[] = [];
for (let y = 0; y < SIZE; y++) {
  const row = Buffer.alloc(1 + SIZE * 2);
  for (let x = 0; x < SIZE; x++) {
    row[1 + x * 2] = GREY;
    row[2 + x * 2] = Math.round(coverage(x, y) * 255);
  }
  rows.push(row);
}
const png = pngFile(SIZE, SIZE, 'grayAlpha', Buffer.concat(rows), 9);
await writeFile(OUT, png);
console.log(`wrote ${path.relative(process.cwd(), OUT)} (${png.length} bytes)`);
