/**
 * What the checks of one signature add up to. A signature holds when its signed bytes verify,
 * nothing but further signatures was added after it, and its certificate was valid when it
 * signed. The file's verdict: no signature at all, every one holds, or at least one does not.
 */
import type { PdfSignatureCheck } from '../../engine/api/signed-letter-calls';

export type Verdict = 'none' | 'allValid' | 'problem';

export function signatureHolds(check: PdfSignatureCheck): boolean {
  return check.INTACT && !check.CHANGED_AFTER && check.CERTIFICATE_STATUS === 'valid';
}

export function verdictOf(checks: readonly PdfSignatureCheck[]): Verdict {
  if (checks.length === 0) return 'none';
  return checks.every(signatureHolds) ? 'allValid' : 'problem';
}
