/**
 * The regulation's letter forms (หนังสือภายนอก, บันทึกข้อความ, คำสั่ง, ...), one entry each: the
 * fields its writer fills besides the body, which of them the form cannot do without, whether
 * the body may hold a table, and the kinds of letter (doc type keys) it is the default form of.
 * The writing screen draws its fields from here, and the server refuses content that leaves a
 * needed field empty by the same list; the PDF renderer draws what the form prints.
 */
import type { LetterContent } from '../../schemas/generated/api/letter-content';

export type LetterForm = LetterContent['FORM'];

/** Every field of the content besides the form and the body. */
export type LetterField = Exclude<keyof LetterContent, 'FORM' | 'BODY'>;

/** How the writing screen takes a field: one line, several lines, a list of lines, a day, a time. */
export type LetterFieldKind = 'text' | 'lines' | 'list' | 'date' | 'time';

export const LETTER_FIELD_KINDS: Record<LetterField, LetterFieldKind> = {
  OFFICE: 'lines',
  SALUTATION: 'text',
  REFERENCE: 'text',
  ENCLOSURES: 'list',
  CLOSING: 'text',
  SIGNER_NAME: 'text',
  SIGNER_POSITION: 'text',
  OWNER_CONTACT: 'lines',
  COPIES: 'text',
  MEETING: 'text',
  MEETING_NO: 'text',
  MEETING_DATE: 'date',
  PLACE: 'text',
  ATTENDEES: 'list',
  ABSENTEES: 'list',
  GUESTS: 'list',
  START_TIME: 'time',
  END_TIME: 'time',
  RECORDER: 'text',
};

export interface LetterFormEntry {
  /** The fields in the order the form prints them. */
  fields: readonly LetterField[];
  /** The fields the form cannot be printed without. */
  required: readonly LetterField[];
  /** Whether the body may hold a table (lists of names, figures, schedules). */
  table: boolean;
  /** Doc type keys whose new letters start on this form. */
  defaultFor: readonly string[];
}

const SIGNER = ['SIGNER_NAME', 'SIGNER_POSITION'] as const;

/** A form issued in the name of a body (คำสั่ง, ระเบียบ, ...): the body's name and who signs. */
const ISSUED = { fields: ['OFFICE', ...SIGNER], required: ['OFFICE', ...SIGNER], table: true } as const;

export const LETTER_FORMS: Record<LetterForm, LetterFormEntry> = {
  external: {
    fields: ['OFFICE', 'SALUTATION', 'REFERENCE', 'ENCLOSURES', 'CLOSING', ...SIGNER, 'OWNER_CONTACT', 'COPIES'],
    required: ['OFFICE', 'SALUTATION', ...SIGNER],
    table: true,
    defaultFor: ['outside', 'cycle'],
  },
  memo: {
    fields: ['OFFICE', 'SALUTATION', ...SIGNER],
    required: ['OFFICE', 'SALUTATION', ...SIGNER],
    table: true,
    defaultFor: ['inside', 'note'],
  },
  stamped: {
    fields: ['SALUTATION', 'OFFICE', 'OWNER_CONTACT'],
    required: ['SALUTATION', 'OFFICE'],
    table: false,
    defaultFor: [],
  },
  command: { ...ISSUED, defaultFor: ['command'] },
  regulation: { ...ISSUED, defaultFor: ['regularity'] },
  rule: { ...ISSUED, defaultFor: ['rules'] },
  announcement: { ...ISSUED, defaultFor: ['announce'] },
  statement: { fields: ['OFFICE'], required: ['OFFICE'], table: false, defaultFor: ['declaration'] },
  news: { fields: ['OFFICE'], required: ['OFFICE'], table: true, defaultFor: ['news'] },
  certificate: {
    fields: ['OFFICE', ...SIGNER],
    required: ['OFFICE', ...SIGNER],
    table: false,
    defaultFor: ['guaranty'],
  },
  minutes: {
    fields: ['MEETING', 'MEETING_NO', 'MEETING_DATE', 'PLACE', 'ATTENDEES', 'ABSENTEES', 'GUESTS', 'START_TIME', 'END_TIME', 'RECORDER'],
    required: ['MEETING', 'MEETING_NO', 'MEETING_DATE', 'PLACE', 'ATTENDEES', 'START_TIME', 'END_TIME', 'RECORDER'],
    table: true,
    defaultFor: ['report'],
  },
};

export const LETTER_FORM_NAMES = Object.keys(LETTER_FORMS) as LetterForm[];

/** The form a new letter of this kind starts on; an external letter when the kind names none. */
export function defaultLetterForm(docTypeKey: string | null | undefined): LetterForm {
  return LETTER_FORM_NAMES.find((form) => LETTER_FORMS[form].defaultFor.includes(docTypeKey ?? '')) ?? 'external';
}

function isFilled(value: LetterContent[LetterField]): boolean {
  if (Array.isArray(value)) return value.length > 0;
  return typeof value === 'string' && value.trim() !== '';
}

/** The needed fields the content leaves empty, in the form's order (none when it can be printed). */
export function missingLetterFields(content: LetterContent): LetterField[] {
  return LETTER_FORMS[content.FORM].required.filter((field) => !isFilled(content[field]));
}

/** Why a form cannot take some content: what the writing screen shows and the server refuses. */
export type LetterProblem =
  | { kind: 'missing'; fields: LetterField[] }
  | { kind: 'stray'; fields: LetterField[] }
  | { kind: 'table' }
  | { kind: 'itemLabel'; position: number }
  | { kind: 'tableShape'; position: number }
  | { kind: 'emptyBody' };

/**
 * The content's problems on its form, in reading order: needed fields left empty, fields the form
 * does not print, a table where the form takes none, an item without its number, a table whose
 * rows differ in length. None when the letter can be printed as it is.
 */
export function letterProblems(content: LetterContent): LetterProblem[] {
  const entry = LETTER_FORMS[content.FORM];
  const problems: LetterProblem[] = [];
  const missing = missingLetterFields(content);
  if (missing.length) problems.push({ kind: 'missing', fields: missing });
  const given = (Object.keys(content) as (keyof LetterContent)[]).filter((key): key is LetterField => key !== 'FORM' && key !== 'BODY');
  const stray = given.filter((field) => !entry.fields.includes(field) && isFilled(content[field]));
  if (stray.length) problems.push({ kind: 'stray', fields: stray });
  if (content.BODY.length === 0) problems.push({ kind: 'emptyBody' });
  if (!entry.table && content.BODY.some((block) => block.KIND === 'table')) problems.push({ kind: 'table' });
  content.BODY.forEach((block, index) => {
    const position = index + 1;
    if (block.KIND === 'item' && !block.LABEL?.trim()) problems.push({ kind: 'itemLabel', position });
    if (block.KIND === 'table' && block.ROWS?.some((row) => row.length !== block.ROWS![0]!.length)) problems.push({ kind: 'tableShape', position });
  });
  return problems;
}

/** A catalogue lookup: i18next's t on the screen, thaiText on the server. */
export type Translate = (key: string | string[], params?: Record<string, string | number>) => string;

/** The field's label on this form: the form's own wording where it has one (ถึง on a stamped letter), else the shared one. */
export const letterFieldLabelKeys = (form: LetterForm, field: LetterField): string[] => [
  `documents.letter.fieldsOf.${form}.${field}`,
  `documents.letter.fields.${field}`,
];

/** One problem as a sentence in the reader's language. */
export function letterProblemText(problem: LetterProblem, form: LetterForm, t: Translate): string {
  const params: Record<string, string | number> = { form: t(letterFormNameKey(form)) };
  if ('fields' in problem) params.fields = problem.fields.map((field) => t(letterFieldLabelKeys(form, field))).join(', ');
  if ('position' in problem) params.position = problem.position;
  return t(`documents.letter.errors.${problem.kind}`, params);
}

/** The form's name key in the engine catalogue. */
export const letterFormNameKey = (form: LetterForm): string => `documents.letter.forms.${form}`;
