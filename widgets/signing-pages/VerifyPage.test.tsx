// @vitest-environment jsdom
/**
 * Checking a signed PDF over a stand-in server: a file that is not a PDF by its first bytes is
 * refused before anything is sent, each signature shows its checks in words (one good, one
 * broken), a file without signatures says so, and the server's refusal shows its Thai message.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ROUTES } from '../../engine/api/routes';
import type { PdfSignatureCheck } from '../../engine/api/signed-letter-calls';
import { fakeServer, ok, type Answer } from '../test-support/fake-server';
import { renderWithTenant, tenantSetup, type TenantSetup } from '../test-support/render-with-tenant';
import { VerifyPage } from './VerifyPage';

const GOOD: PdfSignatureCheck = {
  SIGNER: 'สมชาย ใจดี',
  SIGNED_AT: '2026-03-01T03:30:00.000Z',
  TIME_SOURCE: 'timestamp',
  INTACT: true,
  CHANGED_AFTER: false,
  CERTIFICATE_STATUS: 'valid',
};
const BROKEN: PdfSignatureCheck = {
  SIGNER: 'สมหญิง รักงาน',
  SIGNED_AT: '2026-03-02T08:05:00.000Z',
  TIME_SOURCE: 'claimed',
  INTACT: false,
  CHANGED_AFTER: true,
  CERTIFICATE_STATUS: 'revoked',
};

const PDF_BYTES = '%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n';

let setup: TenantSetup;
beforeEach(async () => {
  setup = await tenantSetup('DEV');
});
afterEach(cleanup);

function renderPage(answer: () => Answer) {
  const server = fakeServer({ [ROUTES.verifyPdf.path]: answer });
  renderWithTenant(<VerifyPage />, setup, { api: server.api });
  const input = screen.getByLabelText('ไฟล์ PDF ที่จะตรวจสอบ');
  const pick = (file: File) => fireEvent.change(input, { target: { files: [file] } });
  return { server, pick };
}

describe('verify page', () => {
  it('has its heading and explanation, and refuses a file that is not a PDF before sending it', async () => {
    const { server, pick } = renderPage(() => ok({ message: 'ok', items: [] }));
    expect(screen.getByRole('heading', { level: 1, name: 'ตรวจสอบลายมือชื่ออิเล็กทรอนิกส์' })).toBeTruthy();
    // Named .pdf and typed as a PDF, but a picture inside: its first bytes decide.
    pick(new File(['GIF89a not a pdf'], 'letter.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('ไฟล์นี้ไม่ใช่ไฟล์ PDF กรุณาเลือกไฟล์ PDF')).toBeTruthy();
    expect(server.requests).toEqual([]);
  });

  it("shows each signature's checks in words: one good, one broken, and the verdict that something is wrong", async () => {
    const { server, pick } = renderPage(() => ok({ message: 'ok', items: [GOOD, BROKEN] }));
    // A picked file without a type still goes as a PDF.
    pick(new File([PDF_BYTES], 'หนังสือ.pdf'));
    const verdict = await screen.findByTestId('verify-verdict');
    expect(verdict.dataset.verdict).toBe('problem');
    expect(within(screen.getByRole('status')).getByText('พบปัญหาในลายมือชื่ออิเล็กทรอนิกส์ของไฟล์นี้ โปรดดูรายละเอียดด้านล่าง')).toBeTruthy();
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]!.file?.type).toBe('application/pdf');

    const [good, broken] = screen.getAllByTestId('verify-signature');
    expect(within(good!).getByRole('heading', { level: 3, name: 'ลายมือชื่อที่ 1: สมชาย ใจดี' })).toBeTruthy();
    expect(within(good!).getByText('ลายมือชื่อถูกต้อง ไม่ถูกแก้ไข')).toBeTruthy();
    expect(within(good!).getByText('เวลาจากหน่วยประทับรับรองเวลา')).toBeTruthy();
    expect(within(good!).getByText('ใบรับรองใช้งานได้')).toBeTruthy();
    expect(within(good!).getByText('ไม่มี')).toBeTruthy();
    // 03:30 UTC is 10:30 in Bangkok, in the Buddhist era.
    expect(good!.textContent).toContain('๑ มี.ค. ๒๕๖๙ ๑๐:๓๐ น.');

    expect(within(broken!).getByText('เอกสารถูกแก้ไขหลังลงนาม ลายมือชื่อใช้ไม่ได้')).toBeTruthy();
    expect(within(broken!).getByText('เวลาที่เครื่องผู้ลงนามระบุ')).toBeTruthy();
    expect(within(broken!).getByText('ใบรับรองถูกเพิกถอน')).toBeTruthy();
    expect(within(broken!).getByText('มี (นอกเหนือจากการลงนามเพิ่มเติม)')).toBeTruthy();
  });

  it('says every signature holds when they all do', async () => {
    const { pick } = renderPage(() => ok({ message: 'ok', items: [GOOD] }));
    pick(new File([PDF_BYTES], 'letter.pdf', { type: 'application/pdf' }));
    expect((await screen.findByTestId('verify-verdict')).dataset.verdict).toBe('allValid');
  });

  it('says so when the file has no signature', async () => {
    const { pick } = renderPage(() => ok({ message: 'ok', items: [] }));
    pick(new File([PDF_BYTES], 'letter.pdf', { type: 'application/pdf' }));
    const verdict = await screen.findByTestId('verify-verdict');
    expect(verdict.dataset.verdict).toBe('none');
    expect(within(screen.getByRole('status')).getByText('ไม่พบลายมือชื่ออิเล็กทรอนิกส์ในไฟล์นี้')).toBeTruthy();
    expect(screen.queryAllByTestId('verify-signature')).toEqual([]);
  });

  it("shows the server's refusal in its own words", async () => {
    const { pick } = renderPage(() => ({ status: 413, body: { status: 'error', message: 'ไฟล์มีขนาดใหญ่เกินกำหนด' } }));
    pick(new File([PDF_BYTES], 'big.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(screen.getByTestId('verify-error').textContent).toContain('ไฟล์มีขนาดใหญ่เกินกำหนด'));
    expect(screen.queryByTestId('verify-verdict')).toBeNull();
  });
});
