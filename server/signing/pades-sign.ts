/**
 * Signs a PDF as PAdES (baseline B-B): an incremental update adds a signature dictionary, a
 * signature field with its widget on a page, the page with the widget in its /Annots and the
 * catalog with the field in its /AcroForm. The signature covers every byte of the file except
 * its own /Contents, so any later change to what was signed shows, while a later incremental
 * update (another signature) leaves it valid and visibly not covering the whole file. A visible
 * widget may carry a stamp (pades-stamp.ts), and the CMS a signature timestamp (B-T).
 */
import { signDetached, type CmsSigner, type Timestamper } from './cms-signature';
import { renderStampPdf, stampAppearanceObjects, type StampOptions } from './pades-stamp';
import { sha256 } from './crypto-engine';
import { appendUpdate, catalogRef, pageRefs, readObject, readStructure, resolve, type PdfStructure, type UpdateObject } from './pdf-incremental';
import { array, asDict, dict, name, pdfDate, raw, ref, serialize, textString, type PdfValue } from './pdf-objects';

/** Room for the CMS in bytes: a chain of a few certificates with RSA 3072 keys fits easily. */
export const CONTENTS_BYTES = 16384;

export interface SignOptions {
  /** The signer's name as it should show in a viewer's signature panel. */
  name: string;
  reason?: string;
  location?: string;
  /** The claimed signing time, written as the signature dictionary's /M. */
  signingTime: Date;
  /** Where the signature's widget sits on the page, in points; none makes it invisible. */
  rect?: [number, number, number, number];
  /** Zero-based page index for the widget; the first page by default. */
  page?: number;
  /**
   * What the widget shows when `rect` is given: the signature image above the text lines, with
   * the font embedded. Without it a visible widget is a plain frame.
   */
  stamp?: StampOptions;
  /**
   * Gets an RFC 3161 timestamp over the CMS signature value (PAdES B-T): returns the
   * TimeStampToken, a ContentInfo in DER, which goes into the SignerInfo as the unsigned
   * attribute signature-time-stamp. See timestamp-authority.ts.
   */
  timestamp?: Timestamper;
}

export type PdfSigner = CmsSigner;

const BYTE_RANGE_PLACEHOLDER = '[0 0000000000 0000000000 0000000000]';

/** The signature dictionary, with fixed-width placeholders for /ByteRange and /Contents. */
function signatureDictionary(options: SignOptions): string {
  const lines = [
    '<<',
    '/Type /Sig',
    '/Filter /Adobe.PPKLite',
    '/SubFilter /ETSI.CAdES.detached',
    `/ByteRange ${BYTE_RANGE_PLACEHOLDER}`,
    `/Contents <${'0'.repeat(CONTENTS_BYTES * 2)}>`,
    `/M (${pdfDate(options.signingTime)})`,
    `/Name ${serialize(textString(options.name))}`,
  ];
  if (options.reason) lines.push(`/Reason ${serialize(textString(options.reason))}`);
  if (options.location) lines.push(`/Location ${serialize(textString(options.location))}`);
  lines.push('>>');
  return lines.join('\n');
}

/** A visible widget's look without a stamp: a thin frame filling the box. */
function appearanceStream(rect: [number, number, number, number]): Buffer {
  const width = Math.abs(rect[2] - rect[0]);
  const height = Math.abs(rect[3] - rect[1]);
  const content = `q 0.1 0.2 0.55 RG 1 w 0.5 0.5 ${(width - 1).toFixed(2)} ${(height - 1).toFixed(2)} re S Q`;
  const head = serialize(
    dict([
      ['Type', name('XObject')],
      ['Subtype', name('Form')],
      ['BBox', array([raw('0'), raw('0'), raw(width.toFixed(2)), raw(height.toFixed(2))])],
      ['Length', raw(String(content.length))],
    ]),
  );
  return Buffer.from(`${head}\nstream\n${content}\nendstream`, 'latin1');
}

/** The fields already in the catalog's form, and the form's other entries to keep. */
function existingForm(structure: PdfStructure, catalog: Map<string, PdfValue>): { form: Map<string, PdfValue>; fields: PdfValue[] } {
  const form = resolve(structure, catalog.get('AcroForm'));
  if (!form) return { form: new Map(), fields: [] };
  const entries = new Map(asDict(form, 'AcroForm'));
  const fields = resolve(structure, entries.get('Fields'));
  return { form: entries, fields: fields?.kind === 'array' ? fields.items : [] };
}

/** The first of Signature1, Signature2, … that no existing field is called: /T must be unique in the form. */
function unusedFieldName(structure: PdfStructure, fields: PdfValue[]): string {
  const taken = new Set(
    fields.map((field) => {
      const title = resolve(structure, field);
      return title?.kind === 'dict' ? serialize(title.entries.get('T') ?? raw('')) : '';
    }),
  );
  let n = fields.length + 1;
  while (taken.has(`(Signature${n})`)) n++;
  return `Signature${n}`;
}

function hexFill(der: Buffer): string {
  if (der.length > CONTENTS_BYTES) throw new Error(`Signature of ${der.length} bytes does not fit the ${CONTENTS_BYTES} reserved`);
  return der.toString('hex').padEnd(CONTENTS_BYTES * 2, '0');
}

export async function signPdf(pdf: Buffer, signer: PdfSigner, options: SignOptions): Promise<Buffer> {
  const structure = readStructure(pdf);
  const pages = pageRefs(structure);
  const pageNum = pages[options.page ?? 0];
  if (pageNum === undefined) throw new Error(`The PDF has no page ${options.page ?? 0}`);
  const catalogNum = catalogRef(structure);
  const catalog = new Map(asDict(readObject(structure, catalogNum), 'Catalog'));
  const page = new Map(asDict(readObject(structure, pageNum), `Page ${pageNum}`));
  const { form, fields } = existingForm(structure, catalog);

  const sigNum = structure.size;
  const fieldNum = sigNum + 1;
  const appearanceNum = sigNum + 2;
  const rect = options.rect ?? [0, 0, 0, 0];
  const visible = rect[0] !== rect[2] && rect[1] !== rect[3];

  // The field and its widget are one object, as is usual for signatures.
  const widget = dict([
    ['Type', name('Annot')],
    ['Subtype', name('Widget')],
    ['FT', name('Sig')],
    ['T', raw(`(${unusedFieldName(structure, fields)})`)],
    ['V', ref(sigNum)],
    ['Rect', array(rect.map((n) => raw(String(n))))],
    ['P', ref(pageNum)],
    // Print (4) and Locked (128): the widget prints with the page and cannot be moved.
    ['F', raw('132')],
  ]);
  if (visible) asDict(widget, 'widget').set('AP', dict([['N', ref(appearanceNum)]]));

  const annots = resolve(structure, page.get('Annots'));
  page.set('Annots', array([...(annots?.kind === 'array' ? annots.items : []), ref(fieldNum)]));
  form.set('Fields', array([...fields, ref(fieldNum)]));
  // SignaturesExist (1) and AppendOnly (2): viewers must save changes as incremental updates.
  form.set('SigFlags', raw('3'));
  catalog.set('AcroForm', { kind: 'dict', entries: form });

  const sigBody = signatureDictionary(options);
  const objects: UpdateObject[] = [
    { num: sigNum, body: Buffer.from(sigBody, 'latin1') },
    { num: fieldNum, body: widget },
    { num: pageNum, body: { kind: 'dict', entries: page } },
    { num: catalogNum, body: { kind: 'dict', entries: catalog } },
  ];
  if (visible && options.stamp) {
    const stampPdf = await renderStampPdf(options.stamp, Math.abs(rect[2] - rect[0]), Math.abs(rect[3] - rect[1]));
    objects.push(...stampAppearanceObjects(stampPdf, appearanceNum));
  } else if (visible) objects.push({ num: appearanceNum, body: appearanceStream(rect) });
  const update = appendUpdate(structure, objects);
  const out = update.bytes;

  // The object header `n 0 obj\n` precedes the dictionary text.
  const sigStart = (update.objectOffsets.get(sigNum) ?? 0) + `${sigNum} 0 obj\n`.length;
  const contentsStart = sigStart + sigBody.indexOf('/Contents <') + '/Contents '.length;
  const contentsEnd = contentsStart + CONTENTS_BYTES * 2 + 2;
  const byteRange = [0, contentsStart, contentsEnd, out.length - contentsEnd];
  const byteRangeText = `[${byteRange.join(' ')}]`.padEnd(BYTE_RANGE_PLACEHOLDER.length, ' ');
  out.write(byteRangeText, sigStart + sigBody.indexOf(BYTE_RANGE_PLACEHOLDER), 'latin1');

  const digest = await sha256(Buffer.concat([out.subarray(0, contentsStart), out.subarray(contentsEnd)]));
  const der = await signDetached(digest, signer, options.timestamp);
  out.write(hexFill(der), contentsStart + 1, 'latin1');
  return out;
}
