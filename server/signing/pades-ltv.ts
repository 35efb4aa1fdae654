/**
 * Long-term validation data (PAdES B-LT): the certificates and CRLs a verifier needs to check
 * the signatures years later, when the CA's CRL URL may be gone, kept in the PDF itself in a
 * Document Security Store (/DSS in the catalog, with /Certs and /CRLs arrays of streams holding
 * the DER). It is added in an incremental update after the signatures, like a signature: no byte
 * they cover changes, so they stay valid, and a verifier counts a /DSS update as no change to the
 * signed document (pades-verify.ts, changedAfter). Per-signature /VRI entries are not written;
 * they are optional, and the store as a whole serves every signature.
 */
import { appendUpdate, catalogRef, readObject, readStreamData, readStructure, resolve, type PdfStructure, type UpdateObject } from './pdf-incremental';
import { array, asDict, dict, name, raw, ref, serialize, type PdfValue } from './pdf-objects';

export interface ValidationData {
  /** DER certificates: the signers', their CAs', the timestamp authority's. */
  certificates: Buffer[];
  /** DER CRLs, as fetched from the CAs' distribution points. */
  crls: Buffer[];
}

function derStream(der: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(`${serialize(dict([['Length', raw(String(der.length))]]))}\nstream\n`, 'latin1'),
    der,
    Buffer.from('\nendstream', 'latin1'),
  ]);
}

/** The streams an existing store already lists under a key, with their bytes, so nothing is stored twice. */
function existing(structure: PdfStructure, store: Map<string, PdfValue>, key: string): { refs: PdfValue[]; bytes: Buffer[] } {
  const list = resolve(structure, store.get(key));
  const refs = list?.kind === 'array' ? list.items : [];
  const bytes = refs.flatMap((item) => (item.kind === 'ref' ? [readStreamData(structure, item.num) ?? Buffer.alloc(0)] : []));
  return { refs, bytes };
}

/** Adds (or extends) the catalog's /DSS in an incremental update; returns the longer PDF. */
export function addValidationData(pdf: Buffer, data: ValidationData): Buffer {
  const structure = readStructure(pdf);
  const catalogNum = catalogRef(structure);
  const catalog = new Map(asDict(readObject(structure, catalogNum), 'Catalog'));
  const oldStore = resolve(structure, catalog.get('DSS'));
  const store = new Map(oldStore?.kind === 'dict' ? oldStore.entries : []);
  // The store's other entries (/VRI, /OCSPs) from an earlier update are kept as they were.
  const objects: UpdateObject[] = [];
  let next = structure.size;
  const storeNum = next++;
  for (const [key, ders] of [
    ['Certs', data.certificates],
    ['CRLs', data.crls],
  ] as const) {
    const { refs, bytes } = existing(structure, store, key);
    const added: PdfValue[] = [];
    for (const der of ders) {
      if (bytes.some((known) => known.equals(der))) continue;
      bytes.push(der);
      const num = next++;
      objects.push({ num, body: derStream(der) });
      added.push(ref(num));
    }
    if (refs.length + added.length > 0) store.set(key, array([...refs, ...added]));
  }
  store.set('Type', name('DSS'));
  objects.push({ num: storeNum, body: { kind: 'dict', entries: store } });
  catalog.set('DSS', ref(storeNum));
  objects.push({ num: catalogNum, body: { kind: 'dict', entries: catalog } });
  return appendUpdate(structure, objects).bytes;
}
