/**
 * The external letter (หนังสือภายนอก, form 1 of the regulation): the emblem 3 cm high centred at
 * the top; ที่ at the left and the issuing office's address at the right, level with the
 * emblem's foot; the date under them from the centre; เรื่อง, เรียน, อ้างถึง, สิ่งที่ส่งมาด้วย;
 * the body; the closing and signature right of the centre; the owning office's contacts and
 * สำเนาส่ง at the bottom left of the last page.
 */
import { labelGap, labelledRows, placeAtBottom, bodyRows, sideBySide, signerRows, withGap } from './letter-blocks';
import type { LetterContent } from './letter-pdf';
import {
  BODY,
  CM,
  MARGINS,
  bodyLine,
  contentCentre,
  contentLeft,
  contentRight,
  dateText,
  drawEmblem,
  flowRows,
  inDigits,
  numberText,
  type Digits,
  type Flow,
  type Row,
} from './letter-layout';
import { drawLine, measurer, type Doc } from './thai-text';
import { LETTER_WORDS } from './letter-words';

export const EMBLEM_HEIGHT = 3 * CM;
/** Space between the parts of the letter (เรื่อง, เรียน...), as a typist's 'before 6 pt'. */
const PART_GAP = 6;
const DEFAULT_CLOSING = LETTER_WORDS.closing;
const ENCLOSURES_LABEL = LETTER_WORDS.enclosures;

/** Where the office's address block goes, and whether that is beside the emblem. */
export interface OfficeColumn {
  x: number;
  besideEmblem: boolean;
}

const officeLines = (letter: LetterContent): string =>
  letter.office
    .split(/\r?\n/)
    .map((line) => line.trim())
    .join('\n');

/**
 * The address is a block ending at the right margin, its first line level with the emblem's
 * foot, as the form shows it. An address too wide for the room right of the emblem would wrap
 * into a narrow column there; it then starts under the emblem, from the centre at most, where
 * its lines keep their breaks.
 */
export function officeColumn(doc: Doc, letter: LetterContent, emblemX: number): OfficeColumn {
  const right = contentRight(doc);
  const widest = Math.max(...officeLines(letter).split('\n').map(measurer(doc, BODY)));
  const besideX = emblemX + EMBLEM_HEIGHT + labelGap(doc);
  if (right - widest >= besideX) return { x: right - widest, besideEmblem: true };
  return { x: Math.max(contentCentre(doc), right - widest), besideEmblem: false };
}

/** ที่ at the left, the address at the right, on the same lines. */
export function numberAndOfficeRows(doc: Doc, letter: LetterContent, emblemX: number, office: OfficeColumn): Row[] {
  const numberRight = (office.besideEmblem ? emblemX : office.x) - labelGap(doc);
  const number = labelledRows(doc, { label: LETTER_WORDS.number, value: numberText(letter.number, letter.digits), x: contentLeft, right: numberRight });
  const address = labelledRows(doc, { label: '', value: officeLines(letter), x: office.x, right: contentRight(doc) });
  return sideBySide(number, address);
}

/** The date, starting under the centre of the emblem. */
function dateRow(doc: Doc, letter: LetterContent): Row {
  const x = contentCentre(doc);
  return {
    height: bodyLine(doc),
    gapBefore: PART_GAP,
    draw: (y) => drawLine(doc, dateText(letter.date, letter.digits), x, y, contentRight(doc) - x, 'left', BODY),
  };
}

/** One enclosure after the label; several numbered 1. 2. with their text hanging after the number. */
function enclosureRows(doc: Doc, enclosures: string[], digits: Digits): Row[] {
  const right = contentRight(doc);
  if (enclosures.length === 1) return labelledRows(doc, { label: ENCLOSURES_LABEL, value: enclosures[0] ?? '', x: contentLeft, right });
  const listX = contentLeft + measurer(doc, BODY)(ENCLOSURES_LABEL) + labelGap(doc);
  const label = labelledRows(doc, { label: ENCLOSURES_LABEL, value: '', x: contentLeft, right: listX });
  const items = enclosures.map((text, i) => labelledRows(doc, { label: inDigits(`${i + 1}.`, digits), value: text, x: listX, right }));
  const [first = [], ...rest] = items;
  return [...sideBySide(label, first), ...rest.flat()];
}

/** เรื่อง, เรียน, อ้างถึง and สิ่งที่ส่งมาด้วย, each a label with its text hanging after it. */
function headingRows(doc: Doc, letter: LetterContent): Row[] {
  const part = (label: string, value: string): Row[] => withGap(labelledRows(doc, { label, value, x: contentLeft, right: contentRight(doc) }), PART_GAP);
  const salutation = part(LETTER_WORDS.dear, letter.salutation).map((row) => ({ ...row, keepWithNext: true }));
  return [
    // The date stands apart from the heading lines under it.
    ...withGap(part(LETTER_WORDS.subject, letter.subject), 2 * PART_GAP),
    ...salutation,
    ...(letter.reference ? part(LETTER_WORDS.reference, letter.reference) : []),
    ...(letter.enclosures?.length ? withGap(enclosureRows(doc, letter.enclosures, letter.digits), PART_GAP) : []),
  ];
}

function bottomRows(doc: Doc, letter: LetterContent): Row[] {
  const right = contentRight(doc);
  const contact = letter.ownerContact ? labelledRows(doc, { label: '', value: letter.ownerContact, x: contentLeft, right }) : [];
  const copies = letter.copies ? withGap(labelledRows(doc, { label: LETTER_WORDS.copies, value: letter.copies, x: contentLeft, right }), PART_GAP) : [];
  return [...contact, ...copies];
}

export function renderExternalLetter(flow: Flow, letter: LetterContent): void {
  const { doc } = flow;
  const emblemX = contentCentre(doc) - EMBLEM_HEIGHT / 2;
  drawEmblem(doc, letter.emblem, emblemX, MARGINS.top, EMBLEM_HEIGHT);
  const office = officeColumn(doc, letter, emblemX);
  const emblemFoot = MARGINS.top + EMBLEM_HEIGHT;
  flow.y = office.besideEmblem ? emblemFoot - bodyLine(doc) : emblemFoot + PART_GAP;
  flow.atPageTop = false;
  const signer = { closing: letter.closing ?? DEFAULT_CLOSING, name: letter.signerName, position: letter.signerPosition };
  flowRows(flow, [
    ...numberAndOfficeRows(doc, letter, emblemX, office),
    dateRow(doc, letter),
    ...headingRows(doc, letter),
    ...withGap(bodyRows(doc, letter.body), PART_GAP),
    ...signerRows(doc, signer, 2 * PART_GAP),
  ]);
  placeAtBottom(flow, bottomRows(doc, letter), 2 * PART_GAP);
}
