/**
 * The room for a signature is found where a reader sees it: right above the signer's name in
 * parentheses, on the page that prints it, on every form that signs.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LETTER_FORMS, type LetterForm } from '../../engine/documents/letter-forms';
import { poppler } from '../test-support/poppler';
import { sampleLetter } from '../test-support/letter-samples';
import { renderLetterWithPlaces } from './letter-pdf';
import { placeForSigner } from './signature-places';

const dir = mkdtempSync(path.join(tmpdir(), 'places-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Words with their boxes (top-left origin) from pdftotext -bbox, per page. */
function wordBoxes(file: string): { page: number; word: string; xMin: number; yMin: number; xMax: number; yMax: number }[] {
  const html = poppler('pdftotext', '-bbox', file, '-');
  const words: { page: number; word: string; xMin: number; yMin: number; xMax: number; yMax: number }[] = [];
  let page = -1;
  for (const line of html.split('\n')) {
    if (line.includes('<page ')) page += 1;
    const m = /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/.exec(line);
    if (m) words.push({ page, xMin: +m[1]!, yMin: +m[2]!, xMax: +m[3]!, yMax: +m[4]!, word: m[5]! });
  }
  return words;
}

const PAGE_HEIGHT = 841.89;
const SIGNING_FORMS = (Object.keys(LETTER_FORMS) as LetterForm[]).filter((form) => form !== 'statement' && form !== 'news');

describe('signature places', () => {
  it.each(SIGNING_FORMS)('%s: the first room sits right above the signer name', async (form) => {
    const letter = sampleLetter(form);
    const { pdf, places } = await renderLetterWithPlaces(letter);
    expect(places.length).toBeGreaterThan(0);
    const file = path.join(dir, `${form}.pdf`);
    writeFileSync(file, pdf);
    const room = places[0]!;
    const [left, bottom, right, top] = room.rect;
    expect(right - left).toBeGreaterThan(100);
    expect(top - bottom).toBeGreaterThan(40);
    // Below the room (top-left coordinates: larger y) the next printed line is on the same page,
    // within two lines, and horizontally inside the room.
    const roomBottomFromTop = PAGE_HEIGHT - bottom;
    const below = wordBoxes(file)
      .filter((w) => w.page === room.page && w.yMin >= roomBottomFromTop - 1 && w.xMin >= left - 1 && w.xMax <= right + 1)
      .sort((a, b) => a.yMin - b.yMin)[0];
    expect(below, 'a line under the room').toBeDefined();
    expect(below!.yMin - roomBottomFromTop).toBeLessThan(40);
    // Nothing is printed inside the room.
    const inside = wordBoxes(file).filter(
      (w) => w.page === room.page && w.yMin > PAGE_HEIGHT - top + 1 && w.yMax < roomBottomFromTop - 1 && w.xMin > left && w.xMax < right,
    );
    expect(inside).toEqual([]);
  });

  it('places further signers beside the last room, then lower', () => {
    const places = [{ page: 1, rect: [300, 400, 500, 460] as [number, number, number, number] }];
    expect(placeForSigner(places, 0, 85)).toEqual(places[0]);
    expect(placeForSigner(places, 1, 85)).toEqual({ page: 1, rect: [85, 400, 285, 460] });
    expect(placeForSigner(places, 2, 85)).toEqual({ page: 1, rect: [85, 340, 285, 400] });
    expect(placeForSigner([], 0, 85)).toBeNull();
  });
});
