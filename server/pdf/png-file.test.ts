import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { decodeSignatureImage } from '../modules/signing/signature-image';
import { readGrayPng, writeGrayPng } from '../test-support/gray-png';
import { PNG_SIGNATURE, rgbaPng } from './png-file';

describe('PNG files', () => {
  it('writes RGBA pixels that the signature upload check decodes with their size, every pixel kept as written', () => {
    const rgba = new Uint8Array(40 * 20 * 4);
    rgba.set([10, 20, 30, 255], (5 * 40 + 7) * 4);
    const file = rgbaPng(40, 20, rgba);
    expect(file.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    const decoded = decodeSignatureImage(file);
    expect(decoded).toMatchObject({ format: 'png', width: 40, height: 20 });
    // The one data chunk holds every row: a filter byte (0) and the row's pixels unchanged.
    const idatLength = file.readUInt32BE(33);
    const rows = inflateSync(file.subarray(41, 41 + idatLength));
    expect(rows.length).toBe(20 * (1 + 40 * 4));
    expect([...rows.subarray(5 * 161 + 1 + 7 * 4, 5 * 161 + 1 + 8 * 4)]).toEqual([10, 20, 30, 255]);
  });

  it('writes greyscale baselines that read back pixel for pixel', () => {
    const pixels = Uint8Array.from({ length: 30 * 9 }, (_, i) => (i * 37) % 256);
    expect(readGrayPng(writeGrayPng({ width: 30, height: 9, pixels }))).toEqual({ width: 30, height: 9, pixels });
  });
});
