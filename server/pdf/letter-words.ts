/**
 * The words the regulation's letter forms print (ที่, เรื่อง, เรียน, ...): Thai whatever the reader's
 * language, since the forms are Thai; taken from the engine catalogue, where the screens read them.
 */
import { thaiText } from '../../engine/i18n/catalogue-text';

export const LETTER_WORDS = {
  number: thaiText('print.letter.docNo'),
  subject: thaiText('print.letter.subject'),
  dear: thaiText('print.letter.dear'),
  enclosures: thaiText('print.letter.attachments'),
  reference: thaiText('print.letterForm.reference'),
  copies: thaiText('print.letterForm.copies'),
  office: thaiText('print.letterForm.office'),
  date: thaiText('print.letterForm.date'),
  memoTitle: thaiText('print.letterForm.memoTitle'),
  closing: thaiText('print.letterForm.closing'),
  to: thaiText('print.letterForm.to'),
  commandTitle: thaiText('print.letterForm.commandTitle'),
  regulationTitle: thaiText('print.letterForm.regulationTitle'),
  ruleTitle: thaiText('print.letterForm.ruleTitle'),
  announcementTitle: thaiText('print.letterForm.announcementTitle'),
  statementTitle: thaiText('print.letterForm.statementTitle'),
  newsTitle: thaiText('print.letterForm.newsTitle'),
  certificateTitle: thaiText('print.letterForm.certificateTitle'),
  minutesTitle: thaiText('print.letterForm.minutesTitle'),
  concerning: thaiText('print.letterForm.concerning'),
  buddhistEra: thaiText('print.letterForm.buddhistEra'),
  commandedOn: thaiText('print.letterForm.commandedOn'),
  announcedOn: thaiText('print.letterForm.announcedOn'),
  givenOn: thaiText('print.letterForm.givenOn'),
  issueNo: thaiText('print.letterForm.issueNo'),
  meetingNo: thaiText('print.letterForm.meetingNo'),
  meetingDate: thaiText('print.letterForm.meetingDate'),
  meetingPlace: thaiText('print.letterForm.meetingPlace'),
  attendees: thaiText('print.letterForm.attendees'),
  absentees: thaiText('print.letterForm.absentees'),
  guests: thaiText('print.letterForm.guests'),
  started: thaiText('print.letterForm.started'),
  ended: thaiText('print.letterForm.ended'),
  timeUnit: thaiText('print.letterForm.timeUnit'),
  recorder: thaiText('print.letterForm.recorder'),
};
