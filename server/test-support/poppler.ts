/**
 * Poppler's tools (Debian's poppler-utils) as the tests' reader of PDFs: what a person's PDF
 * reader would find in the file, not what our renderer meant to write.
 */
import { execFileSync } from 'node:child_process';
import { expect } from 'vitest';

/** A poppler tool's output. */
export const poppler = (tool: string, ...args: string[]): string => execFileSync(tool, args, { encoding: 'utf8' });

/** Every font the PDF uses is embedded as a subset (a six-letter tag before its name), as pdffonts lists them. */
export function expectEmbeddedSubsetFonts(file: string): void {
  const fonts = poppler('pdffonts', file).trim().split('\n').slice(2);
  expect(fonts.length).toBeGreaterThan(0);
  for (const line of fonts) {
    const columns = line.trim().split(/\s+/);
    const [emb, sub] = columns.slice(-5, -3);
    expect({ line, emb, sub, subsetName: /^[A-Z]{6}\+/.test(columns[0] ?? '') }).toEqual({ line, emb: 'yes', sub: 'yes', subsetName: true });
  }
}
