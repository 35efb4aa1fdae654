/**
 * Where a letter leaves room for a signature, in the PDF's own coordinates (points, origin at the
 * bottom left of the page), so an electronic signature's visible stamp lands in that room rather
 * than somewhere a reader would not look for it. The renderer marks each room as it draws it; a
 * letter may have several (the minutes' recorder, say), in reading order.
 */
import type { Doc } from './thai-text';

export interface SignaturePlace {
  /** Zero-based page index. */
  page: number;
  /** [left, bottom, right, top] in points. */
  rect: [number, number, number, number];
}

interface Tracking {
  pages: number;
  places: SignaturePlace[];
}

const tracked = new WeakMap<Doc, Tracking>();

/** Starts counting the document's pages; call before the first page is added. */
export function trackSignaturePlaces(doc: Doc): void {
  const tracking: Tracking = { pages: 0, places: [] };
  tracked.set(doc, tracking);
  doc.on('pageAdded', () => {
    tracking.pages += 1;
  });
}

/** Marks a room drawn at (x, y) from the top left of the current page, as pdfkit measures. */
export function markSignaturePlace(doc: Doc, x: number, y: number, width: number, height: number): void {
  const tracking = tracked.get(doc);
  if (!tracking) return;
  const pageHeight = doc.page.height;
  tracking.places.push({ page: tracking.pages - 1, rect: [x, pageHeight - (y + height), x + width, pageHeight - y] });
}

export function signaturePlacesOf(doc: Doc): SignaturePlace[] {
  return tracked.get(doc)?.places ?? [];
}

/**
 * Where the n-th signer's stamp goes (zero-based): the n-th room, or, when the letter has fewer
 * rooms than signers, the same height as the last room on the left half of the text area, then
 * one room-height lower for each further signer.
 */
export function placeForSigner(places: readonly SignaturePlace[], n: number, leftMargin: number): SignaturePlace | null {
  if (places.length === 0) return null;
  if (n < places.length) return places[n]!;
  const last = places[places.length - 1]!;
  const [left, bottom, right, top] = last.rect;
  const width = right - left;
  const height = top - bottom;
  const extra = n - places.length;
  const x = leftMargin;
  const y = bottom - extra * height;
  return { page: last.page, rect: [x, y, x + width, y + height] };
}
