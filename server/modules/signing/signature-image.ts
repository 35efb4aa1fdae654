/**
 * What a signature image must be, told by its bytes and never by its name or declared type: a
 * PNG whose chunks are intact and whose pixel data inflates to exactly the size its header
 * promises, or a baseline/progressive JPEG whose markers lead to a frame header and an end. Its
 * width and height must be sane for a signature (SIGNATURE_MIN_SIDE..SIGNATURE_MAX_SIDE): a
 * 1x1 pixel or a 40 000-pixel-wide image is not one, and the signing step places the image by
 * its size.
 */
import { crc32, inflateSync } from 'node:zlib';
import { PNG_SIGNATURE } from '../../pdf/png-file';

/** The largest signature image accepted: a drawn signature is a few tens of KB. */
export const SIGNATURE_MAX_BYTES = 512 * 1024;
export const SIGNATURE_MIN_SIDE = 16;
export const SIGNATURE_MAX_SIDE = 4000;

export type SignatureFormat = 'png' | 'jpeg';

export interface DecodedImage {
  format: SignatureFormat;
  width: number;
  height: number;
}

export type ImageProblem = 'not-image' | 'corrupt' | 'dimensions';

/** Channels per pixel of each PNG colour type, with the bit depths the format allows for it. */
const PNG_COLOUR: Record<number, { channels: number; depths: number[] }> = {
  0: { channels: 1, depths: [1, 2, 4, 8, 16] },
  2: { channels: 3, depths: [8, 16] },
  3: { channels: 1, depths: [1, 2, 4, 8] },
  4: { channels: 2, depths: [8, 16] },
  6: { channels: 4, depths: [8, 16] },
};

/** The seven passes of Adam7 interlacing: start column, start row, column step, row step. */
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

function rowBytes(width: number, bitsPerPixel: number): number {
  return 1 + Math.ceil((width * bitsPerPixel) / 8);
}

/** Bytes the inflated PNG data must have: every row of every pass with its filter byte. */
function pngDataSize(width: number, height: number, bitsPerPixel: number, interlaced: boolean): number {
  if (!interlaced) return height * rowBytes(width, bitsPerPixel);
  let total = 0;
  for (const [x0, y0, dx, dy] of ADAM7) {
    const w = Math.ceil((width - x0) / dx);
    const h = Math.ceil((height - y0) / dy);
    if (w > 0 && h > 0) total += h * rowBytes(w, bitsPerPixel);
  }
  return total;
}

function decodePng(bytes: Buffer): DecodedImage | ImageProblem {
  let offset = 8;
  let header: { width: number; height: number; bitsPerPixel: number; interlaced: boolean } | null = null;
  const data: Buffer[] = [];
  let ended = false;
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    if (offset + 12 + length > bytes.length) return 'corrupt';
    const body = bytes.subarray(offset + 8, offset + 8 + length);
    if (crc32(bytes.subarray(offset + 4, offset + 8 + length)) !== bytes.readUInt32BE(offset + 8 + length)) return 'corrupt';
    if (header === null && type !== 'IHDR') return 'corrupt';
    if (type === 'IHDR') {
      if (header !== null || length !== 13) return 'corrupt';
      const [depth, colour, compression, filter, interlace] = [body[8]!, body[9]!, body[10]!, body[11]!, body[12]!];
      const kind = PNG_COLOUR[colour];
      if (!kind || !kind.depths.includes(depth) || compression !== 0 || filter !== 0 || interlace > 1) return 'corrupt';
      header = { width: body.readUInt32BE(0), height: body.readUInt32BE(4), bitsPerPixel: kind.channels * depth, interlaced: interlace === 1 };
      if (!saneSides(header.width, header.height)) return 'dimensions';
    } else if (type === 'IDAT') data.push(body);
    else if (type === 'IEND') {
      ended = true;
      break;
    }
    offset += 12 + length;
  }
  if (!header || !ended || data.length === 0) return 'corrupt';
  const expected = pngDataSize(header.width, header.height, header.bitsPerPixel, header.interlaced);
  let pixels: Buffer;
  try {
    // The limit stops a small file that inflates to gigabytes before it does.
    pixels = inflateSync(Buffer.concat(data), { maxOutputLength: expected + 1 });
  } catch {
    return 'corrupt';
  }
  if (pixels.length !== expected) return 'corrupt';
  return { format: 'png', width: header.width, height: header.height };
}

/** Start-of-frame markers (baseline, extended, progressive, lossless; Huffman or arithmetic). */
const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

function decodeJpeg(bytes: Buffer): DecodedImage | ImageProblem {
  let offset = 2;
  let frame: { width: number; height: number } | null = null;
  let scanned = false;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return 'corrupt';
    const marker = bytes[offset + 1]!;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    if (marker === 0xd9) break;
    const length = bytes.readUInt16BE(offset + 2);
    if (length < 2 || offset + 2 + length > bytes.length) return 'corrupt';
    if (SOF.has(marker)) {
      if (length < 8) return 'corrupt';
      frame = { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
      if (!saneSides(frame.width, frame.height)) return 'dimensions';
    }
    offset += 2 + length;
    if (marker === 0xda) {
      if (!frame) return 'corrupt';
      scanned = true;
      // Entropy-coded data runs to the next marker that is not a stuffed 0xFF00 or a restart marker.
      while (offset + 1 < bytes.length && !(bytes[offset] === 0xff && bytes[offset + 1] !== 0 && !(bytes[offset + 1]! >= 0xd0 && bytes[offset + 1]! <= 0xd7)))
        offset += 1;
    }
  }
  const ended = offset + 1 < bytes.length && bytes[offset] === 0xff && bytes[offset + 1] === 0xd9;
  if (!frame || !scanned || !ended) return 'corrupt';
  return { format: 'jpeg', ...frame };
}

function saneSides(width: number, height: number): boolean {
  const ok = (side: number) => side >= SIGNATURE_MIN_SIDE && side <= SIGNATURE_MAX_SIDE;
  return ok(width) && ok(height);
}

/** The image's format and size, or why it is not an acceptable signature image. */
export function decodeSignatureImage(bytes: Buffer): DecodedImage | ImageProblem {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return decodePng(bytes);
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return decodeJpeg(bytes);
  return 'not-image';
}
