// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { signedFileName, startsLikePdf } from './pdf-file';
import { verdictOf } from './signature-status';

describe('picked files and signed file names', () => {
  it('tells a PDF by its first bytes, not its name or type', async () => {
    expect(await startsLikePdf(new Blob(['%PDF-1.4\n']))).toBe(true);
    expect(await startsLikePdf(new Blob(['GIF89a'], { type: 'application/pdf' }))).toBe(false);
    expect(await startsLikePdf(new Blob(['%PDF']))).toBe(false);
    expect(await startsLikePdf(new Blob([]))).toBe(false);
  });

  it("saves under the letter's number, else its subject, without characters a file name cannot hold", () => {
    expect(signedFileName('ศธ 0501/123', 'เรื่อง')).toBe('ศธ 0501-123-signed.pdf');
    expect(signedFileName(null, 'ขอเชิญประชุม: ด่วน')).toBe('ขอเชิญประชุม- ด่วน-signed.pdf');
    expect(signedFileName('  ', 'รายงาน')).toBe('รายงาน-signed.pdf');
  });

  it('a file holds when every signature verifies, nothing else changed after it, and its certificate was valid', () => {
    const good = { SIGNER: 'a', SIGNED_AT: null, TIME_SOURCE: 'claimed', INTACT: true, CHANGED_AFTER: false, CERTIFICATE_STATUS: 'valid' } as const;
    expect(verdictOf([])).toBe('none');
    expect(verdictOf([good])).toBe('allValid');
    expect(verdictOf([good, { ...good, CERTIFICATE_STATUS: 'expired' }])).toBe('problem');
    expect(verdictOf([{ ...good, CHANGED_AFTER: true }])).toBe('problem');
  });
});
