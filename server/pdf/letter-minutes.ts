/**
 * The minutes of a meeting (รายงานการประชุม, form 11 of the regulation), which carry no emblem:
 * centred, 'รายงานการประชุม' and the meeting's name, ครั้งที่, เมื่อวันที่ and ณ; then who
 * sat (ผู้มาประชุม), who did not (ผู้ไม่มาประชุม) and who attended without a seat
 * (ผู้เข้าร่วมประชุม), each a heading over names numbered 1. 2., the last two only when there
 * are any; เริ่มประชุมเวลา; the agenda, which is the body (its bold paragraphs the agenda
 * items' headings); เลิกประชุมเวลา; and who took the minutes, right of the centre under the
 * room for their signature.
 */
import {
  PARAGRAPH_INDENT,
  PART_GAP,
  bodyRows,
  centredRows,
  keptTogether,
  labelGap,
  labelledRows,
  rightOfCentreRows,
  signatureRoom,
  withGap,
} from './letter-blocks';
import type { LetterContent, Meeting } from './letter-pdf';
import { BODY, BODY_BOLD, MARGINS, contentLeft, contentRight, dateText, flowRows, inDigits, type Digits, type Flow, type Row } from './letter-layout';
import { LETTER_WORDS } from './letter-words';
import { measurer, type Doc } from './thai-text';

/** Space above each part of the minutes (a list, the opening and closing times). */
const BLOCK_GAP = 10;
/** Where the numbers of a list of names stand: half the paragraph indent in. */
const LIST_INDENT = PARAGRAPH_INDENT / 2;

const NO_MEETING: Meeting = { name: '', number: '', date: null, place: '', attendees: [], absentees: [], guests: [], startTime: '', endTime: '', recorder: '' };

function titleRows(doc: Doc, meeting: Meeting, digits: Digits): Row[] {
  const lines = [
    `${LETTER_WORDS.minutesTitle} ${meeting.name}`,
    `${LETTER_WORDS.meetingNo} ${inDigits(meeting.number, digits)}`,
    `${LETTER_WORDS.meetingDate} ${dateText(meeting.date, digits)}`,
    `${LETTER_WORDS.meetingPlace} ${meeting.place}`,
  ];
  return lines.flatMap((line) => centredRows(doc, line, BODY_BOLD));
}

/**
 * A heading over the names numbered 1. 2., each name hanging after its number; the heading is
 * kept with the first name. No rows at all for an empty list.
 */
function listRows(doc: Doc, heading: string, names: string[], digits: Digits): Row[] {
  if (names.length === 0) return [];
  const labelX = contentLeft + LIST_INDENT;
  const widest = Math.max(...names.map((_, i) => measurer(doc, BODY)(inDigits(`${i + 1}.`, digits))));
  const valueX = labelX + widest + labelGap(doc);
  const head = labelledRows(doc, { label: '', value: heading, x: contentLeft, right: contentRight(doc), valueFace: BODY_BOLD });
  const items = names.flatMap((name, i) =>
    labelledRows(doc, { label: inDigits(`${i + 1}.`, digits), value: name, x: labelX, valueX, right: contentRight(doc) }),
  );
  return withGap([...head.map((row) => ({ ...row, keepWithNext: true })), ...items], BLOCK_GAP);
}

/** 'เริ่มประชุมเวลา 09.00 น.': the time as Thai writes it, hours and minutes apart by a full stop. */
function timeRows(doc: Doc, words: string, time: string, digits: Digits): Row[] {
  const text = `${inDigits(time.replace(':', '.'), digits)} ${LETTER_WORDS.timeUnit}`;
  return withGap(labelledRows(doc, { label: words, value: text, x: contentLeft, right: contentRight(doc) }), BLOCK_GAP);
}

/** Room to sign, the recorder's name and position, and 'ผู้จดรายงานการประชุม', right of the centre. */
function recorderRows(doc: Doc, recorder: string): Row[] {
  const rows = [signatureRoom(doc), ...rightOfCentreRows(doc, recorder), ...rightOfCentreRows(doc, LETTER_WORDS.recorder)];
  return keptTogether(rows);
}

export function renderMinutes(flow: Flow, letter: LetterContent): void {
  const { doc } = flow;
  const meeting = letter.meeting ?? NO_MEETING;
  const { digits } = letter;
  flow.y = MARGINS.top;
  flow.atPageTop = false;
  const started = timeRows(doc, LETTER_WORDS.started, meeting.startTime, digits).map((row) => ({ ...row, keepWithNext: true }));
  // The closing time is kept with the recorder, and with the last lines of the agenda before it.
  const ended = timeRows(doc, LETTER_WORDS.ended, meeting.endTime, digits).map((row) => ({ ...row, keepWithNext: true }));
  flowRows(flow, [
    ...titleRows(doc, meeting, digits),
    ...listRows(doc, LETTER_WORDS.attendees, meeting.attendees, digits),
    ...listRows(doc, LETTER_WORDS.absentees, meeting.absentees, digits),
    ...listRows(doc, LETTER_WORDS.guests, meeting.guests, digits),
    ...started,
    ...withGap(bodyRows(doc, letter.body), PART_GAP),
    ...ended,
    ...recorderRows(doc, meeting.recorder),
  ]);
}
