/**
 * The stamped letter (หนังสือประทับตรา, form 3 of the regulation), which the office's stamp
 * stands for a signature on: the emblem 3 cm high centred at the top; ที่ at the left, level
 * with the emblem's foot; ถึง; the body; the issuing office's name right of the centre, the room
 * for its stamp under it and the date under that; the office that issued it and its telephone at
 * the bottom left of the last page. No one signs it, so no name is printed.
 */
import { PART_GAP, bodyRows, keptTogether, labelGap, labelledRows, placeAtBottom, rightOfCentreRows, signatureRoom, withGap } from './letter-blocks';
import { EMBLEM_HEIGHT } from './letter-external';
import { emblemAtTop, officeName } from './letter-issued';
import type { LetterContent } from './letter-pdf';
import { MARGINS, bodyLine, contentCentre, contentLeft, contentRight, dateText, flowRows, numberText, type Flow, type Row } from './letter-layout';
import { LETTER_WORDS } from './letter-words';

/** The office's name and the date stand a blank line below the body. */
const ENDING_GAP = 16;

function headingRows(flow: Flow, letter: LetterContent): Row[] {
  const { doc } = flow;
  const numberRight = contentCentre(doc) - EMBLEM_HEIGHT / 2 - labelGap(doc);
  const number = labelledRows(doc, { label: LETTER_WORDS.number, value: numberText(letter.number, letter.digits), x: contentLeft, right: numberRight });
  const to = labelledRows(doc, { label: LETTER_WORDS.to, value: letter.salutation, x: contentLeft, right: contentRight(doc) });
  return [...number, ...withGap(to, 2 * PART_GAP).map((row) => ({ ...row, keepWithNext: true }))];
}

/** The office's name, room for its stamp, and the date, right of the centre. */
function officeRows(flow: Flow, letter: LetterContent): Row[] {
  const { doc } = flow;
  const rows = [...rightOfCentreRows(doc, officeName(letter)), signatureRoom(doc), ...rightOfCentreRows(doc, dateText(letter.date, letter.digits))];
  return withGap(keptTogether(rows), ENDING_GAP);
}

export function renderStamped(flow: Flow, letter: LetterContent): void {
  const { doc } = flow;
  emblemAtTop(flow, letter);
  // ที่ stands level with the emblem's foot, as on the external letter.
  flow.y = MARGINS.top + EMBLEM_HEIGHT - bodyLine(doc);
  flowRows(flow, [...headingRows(flow, letter), ...withGap(bodyRows(doc, letter.body), PART_GAP), ...officeRows(flow, letter)]);
  const contact = letter.ownerContact ? labelledRows(doc, { label: '', value: letter.ownerContact, x: contentLeft, right: contentRight(doc) }) : [];
  placeAtBottom(flow, contact, 2 * PART_GAP);
}
