/**
 * Columns of a dashboard book card: the running number,
 * the meeting number for meeting reports only, the letter number, the subject, and for
 * commands the person who signed it (F_DOC_COMMAND_NAME_UNDER).
 */
import type { BookGroup } from '../../schemas/generated/tenant';

export type BookField = 'SEQ' | 'F_NO_MEET' | 'F_DOC_NO' | 'F_DOC_TITLE' | 'F_DOC_COMMAND_NAME_UNDER';

export interface BookColumn {
  field: BookField;
  /** Translation key of the header. */
  titleKey: string;
}

const SEQ: BookColumn = { field: 'SEQ', titleKey: 'book.seq' };
const MEETING_NO: BookColumn = { field: 'F_NO_MEET', titleKey: 'book.meetingNo' };
const DOC_NO: BookColumn = { field: 'F_DOC_NO', titleKey: 'book.docNo' };
const TITLE: BookColumn = { field: 'F_DOC_TITLE', titleKey: 'book.title' };
const SIGNED_BY: BookColumn = { field: 'F_DOC_COMMAND_NAME_UNDER', titleKey: 'book.signedBy' };

export function bookColumns(bookType: BookGroup): BookColumn[] {
  return [SEQ, ...(bookType === 'meeting' ? [MEETING_NO] : []), DOC_NO, TITLE, ...(bookType === 'command' ? [SIGNED_BY] : [])];
}
