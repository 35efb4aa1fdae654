// @vitest-environment jsdom
/**
 * The profile's signature section over a stand-in server: it states the limit and the
 * acceptance, refuses a wrong file before sending, shows the server's Thai refusal of a file
 * whose content is not an image, shows the saved image after an upload, and records the
 * acceptance through the consent dialog (Accept only once the box is ticked).
 */
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ROUTES } from '../../engine/api/routes';
import type { SignatureStatus } from '../../engine/api/signing-calls';
import { fakeServer, ok, type Route } from '../test-support/fake-server';
import { renderWithTenant, tenantSetup, type TenantSetup } from '../test-support/render-with-tenant';
import { SignatureSection } from './SignatureSection';

const NONE: SignatureStatus = {
  HAS_IMAGE: false,
  IMAGE_FORMAT: null,
  IMAGE_WIDTH: null,
  IMAGE_HEIGHT: null,
  IMAGE_UPDATED_AT: null,
  MAX_BYTES: 512 * 1024,
  IMAGE_TYPES: ['png', 'jpg', 'jpeg'],
  ACCEPTED: false,
  ACCEPTED_AT: null,
  TEXT_VERSION: '2026-11',
  HAS_EMAIL: true,
};
const SAVED: SignatureStatus = {
  ...NONE,
  HAS_IMAGE: true,
  IMAGE_FORMAT: 'png',
  IMAGE_WIDTH: 300,
  IMAGE_HEIGHT: 100,
  IMAGE_UPDATED_AT: '2026-11-27T09:00:00.000Z',
};

let setup: TenantSetup;
const createObjectURL = Object.getOwnPropertyDescriptor(URL, 'createObjectURL');
beforeEach(async () => {
  setup = await tenantSetup('DEV');
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, writable: true, value: () => 'blob:signature-1' });
});
afterEach(() => {
  cleanup();
  if (createObjectURL) Object.defineProperty(URL, 'createObjectURL', createObjectURL);
  else Reflect.deleteProperty(URL, 'createObjectURL');
});

function renderSection(routes: Record<string, Route> = {}) {
  const server = fakeServer({ [ROUTES.signatureStatus.path]: () => ok({ message: 'ok', item: NONE }), ...routes });
  renderWithTenant(<SignatureSection fullName="วิภาวรรณ ศรีสุข" frame={(content) => <section>{content}</section>} />, setup, { api: server.api });
  return server;
}

const pick = (file: File) => fireEvent.change(screen.getByTestId('signature-file-input'), { target: { files: [file] } });

describe('the signature section', () => {
  it('states the limit, that there is no signature, and that its use is not accepted', async () => {
    renderSection();
    expect((await screen.findByTestId('signature-hint')).textContent).toBe('ไฟล์ png หรือ jpeg ขนาดไม่เกิน 512 KB (ตรวจจากเนื้อหาของไฟล์)');
    expect(screen.getByTestId('signature-preview').textContent).toBe('ยังไม่ได้บันทึกลายมือชื่อ');
    expect(screen.getByTestId('signature-acceptance').textContent).toContain('ยังไม่ได้ยอมรับการใช้ลายมือชื่ออิเล็กทรอนิกส์');
    expect(screen.queryByRole('button', { name: 'ลบลายมือชื่อ' })).toBeNull();
  });

  it('refuses another type or a file over the limit before sending', async () => {
    const server = renderSection();
    await screen.findByTestId('signature-hint');
    pick(new File(['GIF89a'], 'sign.gif', { type: 'image/gif' }));
    expect(screen.getByTestId('signature-answer').textContent).toBe('ไฟล์ลายมือชื่อต้องเป็นไฟล์ png, jpg หรือ jpeg');
    pick(new File([new Uint8Array(600 * 1024)], 'sign.png', { type: 'image/png' }));
    expect(screen.getByTestId('signature-answer').textContent).toBe('ไฟล์ขนาด 600 KB ใหญ่เกินกว่าที่รับได้ (512 KB)');
    expect(server.requests.filter((r) => r.path.startsWith(ROUTES.signatureImageUpload.path))).toHaveLength(0);
  });

  it("shows the server's Thai refusal of a file whose content is not an image", async () => {
    const refusal = 'ไฟล์ลายมือชื่อต้องเป็นรูปภาพ png หรือ jpeg (ตรวจจากเนื้อหาของไฟล์ ไม่ใช่จากชื่อไฟล์)';
    renderSection({ [ROUTES.signatureImageUpload.path]: () => ({ status: 400, body: { status: 'error', message: refusal } }) });
    await screen.findByTestId('signature-hint');
    pick(new File(['not a picture'], 'sign.png', { type: 'image/png' }));
    await waitFor(() => expect(screen.getByTestId('signature-answer').textContent).toBe(refusal));
  });

  it('sends the file and shows the image served back, with remove offered', async () => {
    const server = renderSection({
      [ROUTES.signatureImageUpload.path]: () => ok({ message: 'บันทึกลายมือชื่อเรียบร้อยแล้ว', item: SAVED }),
      [ROUTES.signatureImage.path]: () => ok(),
    });
    await screen.findByTestId('signature-hint');
    pick(new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'sign.png', { type: 'image/png' }));
    await waitFor(() => expect(screen.getByTestId('signature-answer').textContent).toBe('บันทึกลายมือชื่อเรียบร้อยแล้ว'));
    const image = await screen.findByRole('img', { name: 'ลายมือชื่อของ วิภาวรรณ ศรีสุข' });
    expect(image.getAttribute('src')).toBe('blob:signature-1');
    expect(screen.getByRole('button', { name: 'ลบลายมือชื่อ' })).toBeTruthy();
    expect(server.requests.find((r) => r.path.startsWith(ROUTES.signatureImageUpload.path))?.file?.size).toBe(4);
  });

  it('records the acceptance through the dialog, which accepts only once its box is ticked', async () => {
    const server = renderSection({
      [ROUTES.signatureAccept.path]: () =>
        ok({ message: 'บันทึกการยอมรับการใช้ลายมือชื่ออิเล็กทรอนิกส์เรียบร้อยแล้ว', item: { ...NONE, ACCEPTED: true, ACCEPTED_AT: '2026-11-27T09:00:00.000Z' } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'อ่านและยอมรับ' }));
    const accept = (await screen.findByRole('button', { name: 'ยอมรับ' })) as HTMLButtonElement;
    expect(accept.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'ข้าพเจ้าได้อ่านและยอมรับข้อความข้างต้น' }));
    fireEvent.click(accept);
    await waitFor(() => expect(screen.getByTestId('signature-acceptance').textContent).toContain('ยอมรับการใช้ลายมือชื่ออิเล็กทรอนิกส์แล้ว เมื่อ ๒๗ พฤศจิกายน ๒๕๖๙'));
    expect(server.sentTo(ROUTES.signatureAccept.path).map((form) => form.get('TEXT_VERSION'))).toEqual(['2026-11']);
    expect(screen.getByTestId('signature-answer').textContent).toBe('บันทึกการยอมรับการใช้ลายมือชื่ออิเล็กทรอนิกส์เรียบร้อยแล้ว');
  });
});
