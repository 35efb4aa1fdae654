/**
 * The one WebCrypto engine the signing library hands to pkijs: Node's own webcrypto. pkijs falls
 * back to a global engine in places that take none (the chain check inside SignedData.verify),
 * so it is set globally too; nothing else in the server uses pkijs.
 */
import { webcrypto } from 'node:crypto';
import * as pkijs from 'pkijs';

export const cryptoEngine = new pkijs.CryptoEngine({ name: 'node-webcrypto', crypto: webcrypto as unknown as Crypto });
pkijs.setEngine('node-webcrypto', cryptoEngine);

export const subtle = webcrypto.subtle as unknown as SubtleCrypto;

export async function sha256(data: BufferSource): Promise<ArrayBuffer> {
  return subtle.digest('SHA-256', data);
}
