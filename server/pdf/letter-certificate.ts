/**
 * The certificate (หนังสือรับรอง, form 10 of the regulation): the emblem 3 cm high centred at
 * the top; ที่ at the left and the issuing office's address at the right, as on the external
 * letter; 'หนังสือรับรอง' centred in bold; the body; 'ให้ไว้ ณ วันที่ …' centred; the
 * signature right of the centre.
 */
import { PART_GAP, bodyRows, centredRows, signerRows, withGap } from './letter-blocks';
import { EMBLEM_HEIGHT, numberAndOfficeRows, officeColumn } from './letter-external';
import { emblemAtTop } from './letter-issued';
import type { LetterContent } from './letter-pdf';
import { BODY, BODY_BOLD, MARGINS, bodyLine, contentCentre, dateText, flowRows, type Flow } from './letter-layout';
import { LETTER_WORDS } from './letter-words';

/** The title and the date line stand a blank line from what is around them. */
const BLOCK_GAP = 16;

export function renderCertificate(flow: Flow, letter: LetterContent): void {
  const { doc } = flow;
  emblemAtTop(flow, letter);
  const emblemX = contentCentre(doc) - EMBLEM_HEIGHT / 2;
  const office = officeColumn(doc, letter, emblemX);
  const emblemFoot = MARGINS.top + EMBLEM_HEIGHT;
  flow.y = office.besideEmblem ? emblemFoot - bodyLine(doc) : emblemFoot + PART_GAP;
  const given = `${LETTER_WORDS.givenOn} ${dateText(letter.date, letter.digits)}`;
  const signer = { name: letter.signerName, position: letter.signerPosition };
  flowRows(flow, [
    ...numberAndOfficeRows(doc, letter, emblemX, office),
    ...withGap(centredRows(doc, LETTER_WORDS.certificateTitle, BODY_BOLD), BLOCK_GAP),
    ...withGap(bodyRows(doc, letter.body), BLOCK_GAP),
    ...withGap(centredRows(doc, given, BODY), BLOCK_GAP),
    ...signerRows(doc, signer, 0),
  ]);
}
