// @vitest-environment jsdom
/**
 * The signing code dialog over a stand-in server (only the network is faked; the real calls
 * and machine run): asking for a code says where it went and shows the time and tries left,
 * resend waits for the cool-down, a wrong code shows the server's Thai answer and the tries
 * left, and the right code hands the grant to the caller once.
 */
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTES } from '../../engine/api/routes';
import { fakeServer, ok } from '../test-support/fake-server';
import { renderWithTenant, tenantSetup, type TenantSetup } from '../test-support/render-with-tenant';
import { SigningCodeDialog } from './SigningCodeDialog';

let setup: TenantSetup;
beforeEach(async () => {
  setup = await tenantSetup('DEV');
});
afterEach(cleanup);

const NOW = Date.parse('2026-11-27T09:00:00Z');
const iso = (ms: number) => new Date(ms).toISOString();

function server() {
  return fakeServer({
    [ROUTES.signingCodeRequest.path]: () =>
      ok({
        message: 'ส่งรหัสยืนยันไปที่อีเมล w***@agency.go.th แล้ว รหัสใช้ได้ 5 นาที',
        item: {
          EXPIRES_AT: iso(NOW + 300_000),
          RESEND_AT: iso(NOW + 30_000),
          SERVER_TIME: iso(NOW),
          ATTEMPTS_LEFT: 5,
          SENT_TO: 'w***@agency.go.th',
          CHANNELS: ['email'],
        },
      }),
    [ROUTES.signingCodeConfirm.path]: (form) =>
      form.get('CODE') === '246810'
        ? ok({ message: 'ยืนยันรหัสเรียบร้อยแล้ว', item: { GRANT: 'grant-token', EXPIRES_AT: iso(NOW + 120_000) } })
        : { status: 400, body: { status: 'error', message: 'รหัสยืนยันไม่ถูกต้อง เหลือโอกาสอีก 4 ครั้ง', CODE_STATE: 'wrong', ATTEMPTS_LEFT: 4 } },
  });
}

const type = (code: string) => fireEvent.change(screen.getByTestId('signing-code-input'), { target: { value: code } });

describe('SigningCodeDialog', () => {
  it('asks for a code, shows where it went, the time and tries left; a wrong code is answered; the right one gives the grant', async () => {
    const fake = server();
    const onGranted = vi.fn();
    renderWithTenant(<SigningCodeDialog open onClose={vi.fn()} onGranted={onGranted} now={() => NOW} />, setup, { api: fake.api });
    expect(screen.getByText('ระบบจะส่งรหัสยืนยัน 6 หลักไปที่อีเมลของท่าน')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'ขอรหัสยืนยัน' }));

    expect((await screen.findByTestId('signing-code-message')).textContent).toBe('ส่งรหัสยืนยันไปที่อีเมล w***@agency.go.th แล้ว รหัสใช้ได้ 5 นาที');
    expect(screen.getByTestId('signing-code-time-left').textContent).toBe('รหัสหมดอายุในอีก 5:00');
    expect(screen.getByTestId('signing-code-attempts-left').textContent).toBe('กรอกได้อีก 5 ครั้ง');
    const resend = screen.getByTestId('signing-code-resend') as HTMLButtonElement;
    expect(resend.disabled).toBe(true);
    expect(resend.textContent).toBe('ขอรหัสใหม่ได้ในอีก 30 วินาที');

    const confirm = screen.getByRole('button', { name: 'ยืนยันรหัส' }) as HTMLButtonElement;
    type('12a');
    expect((screen.getByTestId('signing-code-input') as HTMLInputElement).value).toBe('12');
    expect(confirm.disabled).toBe(true);
    type('111111');
    fireEvent.click(confirm);
    await waitFor(() => expect(screen.getByTestId('signing-code-message').textContent).toBe('รหัสยืนยันไม่ถูกต้อง เหลือโอกาสอีก 4 ครั้ง'));
    expect(screen.getByTestId('signing-code-attempts-left').textContent).toBe('กรอกได้อีก 4 ครั้ง');
    expect(onGranted).not.toHaveBeenCalled();

    type('246810');
    fireEvent.click(screen.getByRole('button', { name: 'ยืนยันรหัส' }));
    expect((await screen.findByTestId('signing-code-confirmed')).textContent).toBe('ยืนยันรหัสแล้ว กำลังลงนาม');
    expect(onGranted).toHaveBeenCalledOnce();
    expect(onGranted).toHaveBeenCalledWith({ grant: 'grant-token', expiresAt: NOW + 120_000 });
    expect(fake.sentTo(ROUTES.signingCodeConfirm.path).map((form) => form.get('CODE'))).toEqual(['111111', '246810']);
  });

  it('allows asking again once the cool-down has passed', async () => {
    let now = NOW;
    const fake = server();
    renderWithTenant(<SigningCodeDialog open onClose={vi.fn()} onGranted={vi.fn()} now={() => now} />, setup, { api: fake.api });
    fireEvent.click(screen.getByRole('button', { name: 'ขอรหัสยืนยัน' }));
    await screen.findByTestId('signing-code-message');
    now = NOW + 30_000;
    // Coming back to the page re-checks the deadlines against the clock.
    fireEvent.focus(window);
    const resend = await screen.findByRole('button', { name: 'ขอรหัสใหม่' });
    fireEvent.click(resend);
    await waitFor(() => expect(fake.sentTo(ROUTES.signingCodeRequest.path)).toHaveLength(2));
  });

  it('shows a refusal of the request in Thai and offers to ask again', async () => {
    const fake = fakeServer({
      [ROUTES.signingCodeRequest.path]: () => ({
        status: 409,
        body: { status: 'error', message: 'ส่งรหัสยืนยันไม่ได้ เพราะยังไม่มีอีเมลในข้อมูลส่วนตัว กรุณาเพิ่มอีเมลที่หน้าข้อมูลส่วนตัวก่อน' },
      }),
    });
    renderWithTenant(<SigningCodeDialog open onClose={vi.fn()} onGranted={vi.fn()} now={() => NOW} />, setup, { api: fake.api });
    fireEvent.click(screen.getByRole('button', { name: 'ขอรหัสยืนยัน' }));
    expect((await screen.findByTestId('signing-code-ended')).textContent).toBe('ส่งรหัสยืนยันไม่ได้ เพราะยังไม่มีอีเมลในข้อมูลส่วนตัว กรุณาเพิ่มอีเมลที่หน้าข้อมูลส่วนตัวก่อน');
    expect(screen.getByRole('button', { name: 'ขอรหัสใหม่' })).toBeTruthy();
  });
});
