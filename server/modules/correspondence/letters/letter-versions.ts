/**
 * Letters written in the portal on the regulation's forms: each save is a new version of the
 * letter's content (its form's fields and body), so a reviewer's change never overwrites the
 * writer's and every earlier version stays readable with who saved it. The PDF is rendered from
 * a version with the letter's own subject, number and date, so issuing the number writes it into
 * the letter; until the letter has its number the PDF carries a draft watermark. A letter that
 * was registered from outside has no version: its scan stays an attachment.
 */
import type { Kysely } from 'kysely';
import { defaultLetterForm, letterProblemText, letterProblems, type Translate } from '../../../../engine/documents/letter-forms';
import { catalogueText, thaiText } from '../../../../engine/i18n/catalogue-text';
import type { LetterContent } from '../../../../schemas/generated/api/letter-content';
import type { DocumentLetterContent } from '../../../../schemas/generated/api/document.reply';
import type { LetterVersion } from '../../../../schemas/generated/api/letter-versions.reply';
import type { Database } from '../../../db/schema';
import { ApiError } from '../../../http/errors';
import { renderLetterWithPlaces, type LetterBlock, type Meeting } from '../../../pdf/letter-pdf';
import type { SignaturePlace } from '../../../pdf/signature-places';
import { audit } from '../../identity/audit';
import type { Viewer } from '../viewer';
import { assertCanReadDocument } from '../visibility';
import { assertCanAttach, worksOnLetter } from './attachments';
import { currentSignedFile, latestSignature } from '../signatures/signed-files';

const text = (key: string, params?: Record<string, string | number>) => thaiText(`documents.letter.${key}`, params);

export const LETTER_MSG = {
  saved: (version: number) => text('saved', { version }),
  noForm: text('errors.noForm'),
  noVersion: text('errors.noVersion'),
  destroyed: text('errors.destroyed'),
  numbered: text('errors.numbered'),
  draftMark: text('draftMark'),
};

/** The catalogue in Thai, taking the first of several keys that has a text. */
const thai: Translate = (keys, params) =>
  [keys]
    .flat()
    .map((key) => catalogueText('th', key, params))
    .find((found) => found !== null) ?? String(keys);

/** Refuses content its form cannot print (a needed field empty, a table where none goes), saying every problem. */
function assertPrintable(content: LetterContent): void {
  const problems = letterProblems(content);
  if (problems.length) throw new ApiError(400, problems.map((problem) => letterProblemText(problem, content.FORM, thai)).join(' · '));
}

/** Saves the content as the letter's next version; only its writer or whoever holds an open step of it may. */
export async function saveLetterVersion(
  db: Kysely<Database>,
  viewer: Viewer,
  ctx: { ip: string | null; now?: Date },
  input: { documentId: number; content: LetterContent; note?: string },
): Promise<number> {
  await assertCanAttach(db, viewer, input.documentId);
  assertPrintable(input.content);
  const now = ctx.now ?? new Date();
  return db.transaction().execute(async (trx) => {
    // The letter's row orders two saves at once: each gets its own next number.
    const doc = await trx
      .selectFrom('documents')
      .select(['subject', 'destroyed_at', 'doc_no'])
      .where('id', '=', input.documentId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (doc.destroyed_at !== null) throw new ApiError(409, LETTER_MSG.destroyed);
    // The number is given to the letter as signed: what it says is settled from then on.
    if (doc.doc_no !== null) throw new ApiError(409, LETTER_MSG.numbered);
    const { last } = await trx
      .selectFrom('letter_versions')
      .select((eb) => eb.fn.max<number | null>('version_no').as('last'))
      .where('document_id', '=', input.documentId)
      .executeTakeFirstOrThrow();
    const version = Number(last ?? 0) + 1;
    await trx
      .insertInto('letter_versions')
      .values({
        document_id: input.documentId,
        version_no: version,
        form: input.content.FORM,
        content: JSON.stringify(input.content),
        note: input.note?.trim() || null,
        created_by: viewer.personId,
        created_at: now,
      })
      .execute();
    await audit(trx, {
      personId: viewer.personId,
      action: 'sarabun.letter',
      ip: ctx.ip,
      now,
      detail: { header: `${thaiText('settings.auditActions.sarabun_letter')} เรื่อง ${doc.subject}`, documentId: input.documentId, version },
    });
    return version;
  });
}

/**
 * The letter's content as its document read shows it: the form it is (or starts) on, its newest
 * version, and whether this reader may write the next one. A letter that came with its number
 * (registered from outside) or has been numbered here takes no new version.
 */
export async function letterContentState(db: Kysely<Database>, viewer: Viewer, documentId: number): Promise<DocumentLetterContent> {
  const doc = await db
    .selectFrom('documents as d')
    .innerJoin('doc_types as ty', 'ty.id', 'd.doc_type_id')
    .select(['ty.key as type_key', 'd.doc_no', 'd.destroyed_at'])
    .where('d.id', '=', documentId)
    .executeTakeFirstOrThrow();
  const newest = await db
    .selectFrom('letter_versions')
    .select(['version_no', 'form'])
    .where('document_id', '=', documentId)
    .orderBy('version_no', 'desc')
    .limit(1)
    .executeTakeFirst();
  const open = doc.doc_no === null && doc.destroyed_at === null;
  const signed = await latestSignature(db, documentId);
  return {
    FORM: newest?.form ?? defaultLetterForm(doc.type_key),
    VERSION: newest?.version_no ?? null,
    CAN_WRITE: open && (await worksOnLetter(db, viewer, documentId)),
    SIGNATURES: signed?.seq ?? 0,
  };
}

/** Every version of a letter the viewer may read, newest first. */
export async function letterVersions(db: Kysely<Database>, viewer: Viewer, documentId: number): Promise<LetterVersion[]> {
  await assertCanReadDocument(db, viewer, documentId);
  const rows = await db
    .selectFrom('letter_versions as v')
    .leftJoin('people as p', 'p.id', 'v.created_by')
    .select(['v.version_no', 'v.content', 'v.note', 'v.created_at', 'p.first_name', 'p.last_name'])
    .where('v.document_id', '=', documentId)
    .orderBy('v.version_no', 'desc')
    .execute();
  return rows.map((row) => ({
    VERSION: row.version_no,
    CONTENT: row.content,
    NOTE: row.note,
    CREATED_AT: new Date(row.created_at).toISOString(),
    CREATED_BY: row.first_name === null ? null : `${row.first_name} ${row.last_name ?? ''}`.trim(),
  }));
}

/** A version's content (the newest when none is named), or undefined when there is none. */
const versionOf = (db: Kysely<Database>, documentId: number, version?: number) =>
  db
    .selectFrom('letter_versions')
    .select(['content', 'version_no'])
    .where('document_id', '=', documentId)
    .$if(version !== undefined, (q) => q.where('version_no', '=', version!))
    .orderBy('version_no', 'desc')
    .limit(1)
    .executeTakeFirst();

/** The letter's PDF from a version (the newest when none is named), with a file name from its subject. */
export async function letterPdf(
  db: Kysely<Database>,
  viewer: Viewer,
  input: { documentId: number; version?: number; digits: 'thai' | 'arabic'; emblem?: Buffer },
): Promise<{ fileName: string; body: Buffer }> {
  await assertCanReadDocument(db, viewer, input.documentId);
  // From its first signature on, the letter is the signed file: its bytes, never rendered again.
  if (input.version === undefined) {
    const signed = await currentSignedFile(db, input.documentId);
    if (signed) return { fileName: await letterFileName(db, input.documentId), body: signed };
  }
  const row = await versionOf(db, input.documentId, input.version);
  if (!row) throw new ApiError(404, input.version === undefined ? LETTER_MSG.noForm : LETTER_MSG.noVersion);
  return renderContent(db, input.documentId, row.content, input.digits, input.emblem);
}

/** The PDF of content not saved yet, for whoever may write the letter: the writing screen's preview. */
export async function previewLetter(
  db: Kysely<Database>,
  viewer: Viewer,
  input: { documentId: number; content: LetterContent; digits: 'thai' | 'arabic'; emblem?: Buffer },
): Promise<{ fileName: string; body: Buffer }> {
  await assertCanAttach(db, viewer, input.documentId);
  assertPrintable(input.content);
  return renderContent(db, input.documentId, input.content, input.digits, input.emblem);
}

/** The day a meeting sat: a date without a time, taken as that day in Thailand. */
const meetingDay = (date: string | undefined): Date | null => (date ? new Date(`${date}T00:00:00+07:00`) : null);

/** What the minutes print besides the agenda. */
function meetingOf(c: LetterContent): Meeting {
  return {
    name: c.MEETING ?? '',
    number: c.MEETING_NO ?? '',
    date: meetingDay(c.MEETING_DATE),
    place: c.PLACE ?? '',
    attendees: c.ATTENDEES ?? [],
    absentees: c.ABSENTEES ?? [],
    guests: c.GUESTS ?? [],
    startTime: c.START_TIME ?? '',
    endTime: c.END_TIME ?? '',
    recorder: c.RECORDER ?? '',
  };
}

async function renderContent(
  db: Kysely<Database>,
  documentId: number,
  c: LetterContent,
  digits: 'thai' | 'arabic',
  emblem?: Buffer,
): Promise<{ fileName: string; body: Buffer; places: SignaturePlace[] }> {
  const doc = await db.selectFrom('documents').select(['subject', 'doc_no', 'doc_date']).where('id', '=', documentId).executeTakeFirstOrThrow();
  // A letter is a draft until the register gives it its number.
  const numbered = doc.doc_no !== null;
  const { pdf: body, places } = await renderLetterWithPlaces({
    form: c.FORM,
    number: doc.doc_no,
    date: numbered && doc.doc_date !== null ? new Date(doc.doc_date) : null,
    subject: doc.subject,
    salutation: c.SALUTATION ?? '',
    ...(c.REFERENCE ? { reference: c.REFERENCE } : {}),
    ...(c.ENCLOSURES?.length ? { enclosures: c.ENCLOSURES } : {}),
    body: c.BODY.map((block): LetterBlock => {
      if (block.KIND === 'table') return { kind: 'table', rows: block.ROWS ?? [] };
      const text = block.TEXT ?? '';
      return block.KIND === 'item' ? { kind: 'item', label: block.LABEL ?? '', text, bold: block.BOLD } : { kind: 'paragraph', text, bold: block.BOLD };
    }),
    ...(c.CLOSING ? { closing: c.CLOSING } : {}),
    signerName: c.SIGNER_NAME ?? '',
    signerPosition: c.SIGNER_POSITION ?? '',
    office: c.OFFICE ?? '',
    ...(c.OWNER_CONTACT ? { ownerContact: c.OWNER_CONTACT } : {}),
    ...(c.COPIES ? { copies: c.COPIES } : {}),
    digits,
    // The tenant's emblem (branding.emblem); without one the renderer marks its place.
    ...(emblem ? { emblem } : {}),
    ...(numbered ? {} : { watermark: LETTER_MSG.draftMark }),
    ...(c.FORM === 'minutes' ? { meeting: meetingOf(c) } : {}),
  });
  return { fileName: fileNameOf(doc.subject), body, places };
}

const fileNameOf = (subject: string): string => `${subject.slice(0, 80)}.pdf`;

async function letterFileName(db: Kysely<Database>, documentId: number): Promise<string> {
  const doc = await db.selectFrom('documents').select('subject').where('id', '=', documentId).executeTakeFirstOrThrow();
  return fileNameOf(doc.subject);
}

/**
 * The newest version rendered for its first signature, with where the letter leaves room for
 * signatures; null when the letter was not written on a form here. Read inside the signing
 * action's transaction, so the number it has just taken is printed.
 */
export async function renderForSigning(
  db: Kysely<Database>,
  documentId: number,
  digits: 'thai' | 'arabic',
  emblem?: Buffer,
): Promise<{ versionNo: number; body: Buffer; places: SignaturePlace[] } | null> {
  const row = await versionOf(db, documentId);
  if (!row) return null;
  const rendered = await renderContent(db, documentId, row.content, digits, emblem);
  return { versionNo: row.version_no, body: rendered.body, places: rendered.places };
}
