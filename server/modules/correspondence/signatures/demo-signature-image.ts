/**
 * A handwritten-looking signature for the demo people: a dark blue looping stroke on a transparent
 * background, as a PNG (RGBA), so a new user sees a stamp with a signature in it at once. Each
 * person's stroke differs by a seed.
 */
import { rgbaPng } from '../../../pdf/png-file';

const WIDTH = 360;
const HEIGHT = 120;

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
  return rgbaPng(WIDTH, HEIGHT, rgba);
}
