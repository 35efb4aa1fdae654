/**
 * PNG files written without an image library: the demo signatures, the placeholder emblem, the
 * stamp tests' images and the letter forms' greyscale baselines need only the format's frame (signature, header, one
 * compressed data chunk, end) around rows the caller has already filtered.
 */
import { crc32, deflateSync } from 'node:zlib';

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** PNG colour types this writer is used with, all at 8 bits a sample. */
const PNG_COLOUR = { gray: 0, grayAlpha: 4, rgba: 6 } as const;

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A PNG of 8-bit samples. `rows` holds every row as its filter-type byte followed by the row's
 * bytes (a 0 byte and the samples unchanged is the simplest valid choice).
 */
export function pngFile(width: number, height: number, colour: keyof typeof PNG_COLOUR, rows: Buffer, level = 6): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, PNG_COLOUR[colour], 0, 0, 0], 8);
  return Buffer.concat([PNG_SIGNATURE, chunk('IHDR', header), chunk('IDAT', deflateSync(rows, { level })), chunk('IEND', Buffer.alloc(0))]);
}

/** RGBA pixels (four bytes a pixel, row by row) as a PNG with unfiltered rows. */
export function rgbaPng(width: number, height: number, rgba: Uint8Array): Buffer {
  const stride = width * 4;
  const rows = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y += 1) rows.set(rgba.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  return pngFile(width, height, 'rgba', rows);
}
