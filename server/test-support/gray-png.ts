/**
 * Greyscale images for the letter forms' visual baselines: the PGM that `pdftoppm -gray` writes
 * (its PNG output is in colour whatever it is asked), and 8-bit greyscale PNG files to keep them
 * in, small and viewable. Reading needs only zlib and the five row filters of the PNG format.
 */
import { inflateSync } from 'node:zlib';
import { PNG_SIGNATURE, pngFile } from '../pdf/png-file';

export interface GrayImage {
  width: number;
  height: number;
  /** One byte a pixel, row by row. */
  pixels: Uint8Array;
}

/** The Paeth predictor of the PNG format: whichever of left, up and up-left is nearest to their sum. */
function paeth(left: number, up: number, upLeft: number): number {
  const p = left + up - upLeft;
  const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
  return pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
}

/** A binary PGM (P5, 8 bits a pixel), as pdftoppm -gray writes it. */
export function readPgm(file: Buffer): GrayImage {
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(file.toString('latin1', 0, 64));
  if (!header || header[3] !== '255') throw new Error('not an 8-bit binary PGM file');
  const [width, height] = [Number(header[1]), Number(header[2])];
  return { width, height, pixels: new Uint8Array(file.subarray(header[0].length, header[0].length + width * height)) };
}

/** The image as an 8-bit greyscale PNG, each row filtered against the one above (a page is mostly rows like their neighbours). */
export function writeGrayPng(image: GrayImage): Buffer {
  const { width, height, pixels } = image;
  const raw = Buffer.alloc(height * (width + 1));
  for (let y = 0; y < height; y += 1) {
    raw[y * (width + 1)] = 2;
    for (let x = 0; x < width; x += 1) {
      const up = y > 0 ? (pixels[(y - 1) * width + x] ?? 0) : 0;
      raw[y * (width + 1) + 1 + x] = ((pixels[y * width + x] ?? 0) - up) & 0xff;
    }
  }
  return pngFile(width, height, 'gray', raw, 9);
}

export function readGrayPng(file: Buffer): GrayImage {
  if (!file.subarray(0, 8).equals(PNG_SIGNATURE)) throw new Error('not a PNG file');
  let width = 0;
  let height = 0;
  const data: Buffer[] = [];
  for (let at = 8; at < file.length;) {
    const length = file.readUInt32BE(at);
    const type = file.toString('latin1', at + 4, at + 8);
    const body = file.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      const [depth, colour, , , interlace] = body.subarray(8, 13);
      if (depth !== 8 || colour !== 0 || interlace !== 0) throw new Error('only 8-bit greyscale, not interlaced, is read');
    }
    if (type === 'IDAT') data.push(body);
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const pixels = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1) {
    const filter = raw[y * (width + 1)];
    for (let x = 0; x < width; x += 1) {
      const value = raw[y * (width + 1) + 1 + x] ?? 0;
      const left = x > 0 ? (pixels[y * width + x - 1] ?? 0) : 0;
      const up = y > 0 ? (pixels[(y - 1) * width + x] ?? 0) : 0;
      const upLeft = x > 0 && y > 0 ? (pixels[(y - 1) * width + x - 1] ?? 0) : 0;
      const predicted = [0, left, up, (left + up) >> 1, paeth(left, up, upLeft)][filter ?? 0] ?? 0;
      pixels[y * width + x] = (value + predicted) & 0xff;
    }
  }
  return { width, height, pixels };
}

/** The share of pixels (0 to 1) whose grey differs by more than `threshold` between two images of one size. */
export function differingShare(a: GrayImage, b: GrayImage, threshold: number): number {
  if (a.width !== b.width || a.height !== b.height) return 1;
  let differing = 0;
  a.pixels.forEach((value, i) => {
    if (Math.abs(value - (b.pixels[i] ?? 0)) > threshold) differing += 1;
  });
  return differing / a.pixels.length;
}
