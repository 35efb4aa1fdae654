import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressDir } from './precompress';

describe('precompressDir', () => {
  it('writes .br and .gz beside text assets over 1 KB, and leaves small or binary files alone', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
    const js = 'export const x = "ระบบสารบรรณ";\n'.repeat(200);
    writeFileSync(path.join(dir, 'index-abc.js'), js);
    writeFileSync(path.join(dir, 'tiny.js'), 'x');
    writeFileSync(path.join(dir, 'font.woff2'), Buffer.alloc(4096, 1));
    expect(precompressDir(dir)).toBe(1);
    expect(brotliDecompressSync(readFileSync(path.join(dir, 'index-abc.js.br'))).toString()).toBe(js);
    expect(gunzipSync(readFileSync(path.join(dir, 'index-abc.js.gz'))).toString()).toBe(js);
    expect(existsSync(path.join(dir, 'tiny.js.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'font.woff2.gz'))).toBe(false);
  });
});
