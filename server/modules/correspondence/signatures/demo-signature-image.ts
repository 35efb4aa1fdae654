/**
 * A handwritten-looking signature for the demo people: a dark blue looping stroke on a transparent
 * background, as a PNG (RGBA), so a new user sees a stamp with a signature in it at once. Each
 * person's stroke differs by a seed.
 */
import { deflateSync } from 'node:zlib';

const WIDTH = 360;
const HEIGHT = 120;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

export function demoSignaturePng(seed: number): Buffer {
  const rgba = Buffer.alloc(WIDTH * HEIGHT * 4);
  const dot = (x: number, y: number) => {
    for (let dy = -1; dy <= 1; dy += 1)
      for (let dx = -1; dx <= 1; dx += 1) {
        const px = Math.round(x) + dx;
        const py = Math.round(y) + dy;
        if (px < 0 || py < 0 || px >= WIDTH || py >= HEIGHT) continue;
        const at = (py * WIDTH + px) * 4;
        rgba.set([20, 30, 110, 255], at);
      }
  };
  // Loops drifting right, like a cursive name, then an underline flourish.
  for (let s = 0; s <= 1; s += 0.0004) {
    const x = 30 + s * 280 + 18 * Math.cos(s * (14 + seed) * Math.PI);
    const y = 60 + 28 * Math.sin(s * (14 + seed) * Math.PI) * (1 - 0.4 * s) - 10 * Math.sin(s * Math.PI * 2);
    dot(x, y);
  }
  for (let x = 40; x < 320; x += 0.5) dot(x, 98 + 4 * Math.sin(x / 40));
  const rows = Buffer.alloc((WIDTH * 4 + 1) * HEIGHT);
  for (let y = 0; y < HEIGHT; y += 1) rgba.copy(rows, y * (WIDTH * 4 + 1) + 1, y * WIDTH * 4, (y + 1) * WIDTH * 4);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(WIDTH, 0);
  header.writeUInt32BE(HEIGHT, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
