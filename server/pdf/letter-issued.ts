/**
 * The forms issued in the name of a body, which share one shape (forms 4 to 9 of the
 * regulation): the emblem 3 cm high centred at the top; under it, centred, the form's word and
 * the body's name on one line (คำสั่งกรม..., ระเบียบกรม...), then the form's own heading lines
 * (ที่, เรื่อง, ว่าด้วย, พ.ศ., ฉบับที่); a short rule; the body; and the form's ending:
 * - คำสั่ง: 'สั่ง ณ วันที่ …' at the paragraph indent, then the signature;
 * - ระเบียบ, ข้อบังคับ, ประกาศ: 'ประกาศ ณ วันที่ …' at the paragraph indent, then the signature;
 * - แถลงการณ์, ข่าว: the body's name right of the centre and the date under it, unsigned.
 */
import { bangkokParts, buddhistYear } from '../../engine/format/thai-date';
import { PARAGRAPH_INDENT, PART_GAP, bodyRows, centredRows, keptTogether, rightOfCentreRows, signerRows, withGap } from './letter-blocks';
import { EMBLEM_HEIGHT } from './letter-external';
import type { LetterContent, LetterForm } from './letter-pdf';
import {
  BODY,
  BODY_BOLD,
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
  type Flow,
  type Row,
} from './letter-layout';
import { LETTER_WORDS } from './letter-words';
import { drawLine, type Doc } from './thai-text';

export type IssuedForm = 'command' | 'regulation' | 'rule' | 'announcement' | 'statement' | 'news';

/** The year a draft without its date shows after พ.ศ. */
const BLANK_YEAR = '....';
/** The short rule between the heading and the body, centred. */
const RULE_LENGTH = 4 * CM;
const RULE_WIDTH = 0.75;
/** The date line and the signature stand a blank line below the body. */
const ENDING_GAP = 16;

interface Shape {
  title: string;
  /** The heading lines under the title, each centred. */
  heading: (letter: LetterContent) => string[];
  /** The words before the date and a signature; absent for a form the body issues unsigned. */
  datedBy?: string;
}

const subjectLine = (letter: LetterContent): string => `${LETTER_WORDS.subject} ${letter.subject}`;

/** พ.ศ. and the year of the letter's date, in the letter's digits. */
function yearLine(letter: LetterContent): string {
  const parts = letter.date === null ? null : bangkokParts(letter.date);
  const year = parts === null ? BLANK_YEAR : inDigits(String(buddhistYear(parts.year)), letter.digits);
  return `${LETTER_WORDS.buddhistEra} ${year}`;
}

/** ระเบียบ and ข้อบังคับ: ว่าด้วย the subject, and the year they are made in. */
const madeRules = (letter: LetterContent): string[] => [`${LETTER_WORDS.concerning} ${letter.subject}`, yearLine(letter)];

const SHAPES: Record<IssuedForm, Shape> = {
  command: {
    title: LETTER_WORDS.commandTitle,
    heading: (letter) => [`${LETTER_WORDS.number} ${numberText(letter.number, letter.digits)}`, subjectLine(letter)],
    datedBy: LETTER_WORDS.commandedOn,
  },
  regulation: { title: LETTER_WORDS.regulationTitle, heading: madeRules, datedBy: LETTER_WORDS.announcedOn },
  rule: { title: LETTER_WORDS.ruleTitle, heading: madeRules, datedBy: LETTER_WORDS.announcedOn },
  announcement: { title: LETTER_WORDS.announcementTitle, heading: (letter) => [subjectLine(letter)], datedBy: LETTER_WORDS.announcedOn },
  statement: {
    title: LETTER_WORDS.statementTitle,
    heading: (letter) => [subjectLine(letter), `${LETTER_WORDS.issueNo} ${numberText(letter.number, letter.digits)}`],
  },
  news: { title: LETTER_WORDS.newsTitle, heading: (letter) => [subjectLine(letter)] },
};

export const isIssuedForm = (form: LetterForm): form is IssuedForm => Object.hasOwn(SHAPES, form);

/** The body's name on one line: an address's line breaks are only spaces here. */
export const officeName = (letter: LetterContent): string => letter.office.replace(/\s*\r?\n\s*/g, ' ').trim();

/** The emblem 3 cm high centred at the top of the first page; the flow goes on under it. */
export function emblemAtTop(flow: Flow, letter: LetterContent): void {
  drawEmblem(flow.doc, letter.emblem, contentCentre(flow.doc) - EMBLEM_HEIGHT / 2, MARGINS.top, EMBLEM_HEIGHT);
  flow.y = MARGINS.top + EMBLEM_HEIGHT + PART_GAP;
  flow.atPageTop = false;
}

/** A short rule, centred, between the heading and the body. */
export function shortRuleRow(doc: Doc): Row {
  return {
    height: bodyLine(doc) / 2,
    gapBefore: PART_GAP / 2,
    draw: (y) => {
      const at = y + bodyLine(doc) / 4;
      const x = contentCentre(doc) - RULE_LENGTH / 2;
      doc
        .save()
        .lineWidth(RULE_WIDTH)
        .moveTo(x, at)
        .lineTo(x + RULE_LENGTH, at)
        .stroke('black')
        .restore();
    },
  };
}

/** 'สั่ง ณ วันที่ …' or 'ประกาศ ณ วันที่ …' at the paragraph indent, kept with the signature. */
export function datedRow(doc: Doc, words: string, letter: LetterContent): Row {
  const x = contentLeft + PARAGRAPH_INDENT;
  return {
    height: bodyLine(doc),
    gapBefore: ENDING_GAP,
    keepWithNext: true,
    draw: (y) => drawLine(doc, `${words} ${dateText(letter.date, letter.digits)}`, x, y, contentRight(doc) - x, 'left', BODY),
  };
}

function endingRows(doc: Doc, letter: LetterContent, shape: Shape): Row[] {
  if (shape.datedBy) {
    const signer = { name: letter.signerName, position: letter.signerPosition };
    return [datedRow(doc, shape.datedBy, letter), ...signerRows(doc, signer, 0)];
  }
  const rows = [...rightOfCentreRows(doc, officeName(letter)), ...rightOfCentreRows(doc, dateText(letter.date, letter.digits))];
  return withGap(keptTogether(rows), ENDING_GAP);
}

export function renderIssued(flow: Flow, letter: LetterContent, form: IssuedForm): void {
  const { doc } = flow;
  const shape = SHAPES[form];
  emblemAtTop(flow, letter);
  const heading = [`${shape.title}${officeName(letter)}`, ...shape.heading(letter)].flatMap((line) => centredRows(doc, line, BODY_BOLD));
  flowRows(flow, [...heading, shortRuleRow(doc), ...withGap(bodyRows(doc, letter.body), PART_GAP), ...endingRows(doc, letter, shape)]);
}
