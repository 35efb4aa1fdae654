/**
 * The memo (บันทึกข้อความ, form 2 of the regulation, for letters within an organisation): the
 * emblem 1.5 cm high at the top left and 'บันทึกข้อความ' in 29 pt bold centred on its line;
 * ส่วนราชการ, ที่ with วันที่ on the same line from the middle, and เรื่อง, their labels in
 * 20 pt bold as the form prints them and their values in 16 pt; a rule under that block; เรียน;
 * the body; the signature right of the centre.
 */
import { bodyRows, labelGap, labelledRows, sideBySide, signerRows, withGap } from './letter-blocks';
import type { LetterContent } from './letter-pdf';
import {
  CM,
  MARGINS,
  contentCentre,
  contentLeft,
  contentRight,
  contentWidth,
  dateText,
  drawEmblem,
  flowRows,
  numberText,
  type Flow,
  type Row,
} from './letter-layout';
import { BOLD, ascent, drawLine, type Doc, type FontFace } from './thai-text';
import { LETTER_WORDS } from './letter-words';

const EMBLEM_HEIGHT = 1.5 * CM;
const TITLE: FontFace = { name: BOLD, size: 29 };
const LABEL: FontFace = { name: BOLD, size: 20 };
const TITLE_TEXT = LETTER_WORDS.memoTitle;
/** Space between the parts of the memo, as a typist's 'before 6 pt'. */
const PART_GAP = 6;
const RULE_WIDTH = 0.75;

/** 'บันทึกข้อความ' centred across the text area, its baseline near the emblem's foot. */
function drawTitle(doc: Doc): void {
  const baseline = MARGINS.top + 0.9 * EMBLEM_HEIGHT;
  drawLine(doc, TITLE_TEXT, contentLeft, baseline - ascent(doc, TITLE), contentWidth(doc), 'center', TITLE);
}

function headerRows(doc: Doc, letter: LetterContent): Row[] {
  const right = contentRight(doc);
  const middle = contentCentre(doc);
  const part = (label: string, value: string, x = contentLeft, end = right): Row[] => labelledRows(doc, { label, value, x, right: end, labelFace: LABEL });
  // The memo names one office on one line: an address's line breaks are only spaces here.
  const office = letter.office.replace(/\s*\r?\n\s*/g, ' ').trim();
  const numberAndDate = sideBySide(
    part(LETTER_WORDS.number, numberText(letter.number, letter.digits), contentLeft, middle - labelGap(doc)),
    part(LETTER_WORDS.date, dateText(letter.date, letter.digits), middle),
  );
  return [...part(LETTER_WORDS.office, office), ...numberAndDate, ...part(LETTER_WORDS.subject, letter.subject)];
}

/** The rule under the header block, a little below its last line. */
function ruleRow(doc: Doc): Row {
  return {
    height: PART_GAP,
    draw: (y) => {
      const at = y + PART_GAP / 2;
      doc.save().lineWidth(RULE_WIDTH).moveTo(contentLeft, at).lineTo(contentRight(doc), at).stroke('black').restore();
    },
  };
}

export function renderMemo(flow: Flow, letter: LetterContent): void {
  const { doc } = flow;
  drawEmblem(doc, letter.emblem, contentLeft, MARGINS.top, EMBLEM_HEIGHT);
  drawTitle(doc);
  flow.y = MARGINS.top + EMBLEM_HEIGHT + PART_GAP;
  flow.atPageTop = false;
  const salutation = labelledRows(doc, { label: LETTER_WORDS.dear, value: letter.salutation, x: contentLeft, right: contentRight(doc) });
  const signer = { closing: letter.closing, name: letter.signerName, position: letter.signerPosition };
  flowRows(flow, [
    ...headerRows(doc, letter),
    ruleRow(doc),
    ...withGap(salutation, PART_GAP).map((row) => ({ ...row, keepWithNext: true })),
    ...withGap(bodyRows(doc, letter.body), PART_GAP),
    ...signerRows(doc, signer, 2 * PART_GAP),
  ]);
}
