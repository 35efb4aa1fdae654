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
};
