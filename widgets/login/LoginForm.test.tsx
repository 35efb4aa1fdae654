// @vitest-environment jsdom
/**
 * The sign-in form in Thai, with the theme and strings of a tenant without the robot check
 * (SAT) and of one with it (DEV): blank fields are named and nothing is handed on, valid input
 * is handed on trimmed, and with the robot check the button waits for a verified solution.
 * The form only hands credentials to `onSubmit` (the page gives them to the session machine),
 * so recording what it receives is the whole contract.
 */
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithTenant, tenantSetup } from '../test-support/render-with-tenant';
import { LoginForm, type LoginCredentials } from './LoginForm';

afterEach(cleanup);

async function renderForm(code: string, props: { captchaResetKey?: number } = {}) {
  const setup = await tenantSetup(code);
  const submitted: LoginCredentials[] = [];
  const form = (resetKey = props.captchaResetKey ?? 0) => (
    <LoginForm captcha={setup.caps.login.captcha} onSubmit={(c) => submitted.push(c)} captchaResetKey={resetKey} />
  );
  const view = renderWithTenant(form(), setup, { route: '/login' });
  return { setup, submitted, rerenderWithResetKey: (key: number) => view.rerender(form(key)) };
}

const username = () => screen.getByRole('textbox', { name: /ชื่อผู้ใช้งาน/ }) as HTMLInputElement;
const password = () => screen.getByLabelText(/รหัสผ่าน/, { selector: 'input' }) as HTMLInputElement;
const submitButton = () => screen.getByTestId('login-submit') as HTMLButtonElement;

/** What the ALTCHA widget reports when its state changes (verified with a payload, expired...). */
function captchaReports(state: string, payload?: string) {
  const widget = screen.getByTestId('captcha').querySelector('altcha-widget');
  if (!widget) throw new Error('the robot check is not on the page');
  act(() => {
    widget.dispatchEvent(new CustomEvent('statechange', { detail: { state, payload } }));
  });
}

describe('sign-in form without the robot check', () => {
  it('names both blank fields in Thai and hands nothing on', async () => {
    const { setup, submitted } = await renderForm('SAT');
    expect(setup.caps.login.captcha).toBe(false);
    const user = userEvent.setup();
    await user.type(username(), '   ');
    await user.click(submitButton());

    expect(screen.getByText('กรุณากรอกชื่อผู้ใช้งาน')).toBeTruthy();
    expect(screen.getByText('กรุณากรอกรหัสผ่าน')).toBeTruthy();
    expect(username().getAttribute('aria-invalid')).toBe('true');
    expect(password().getAttribute('aria-invalid')).toBe('true');
    expect(submitted).toEqual([]);
  });

  it('shows a message when a field is left blank and drops it once the field is filled', async () => {
    await renderForm('SAT');
    const user = userEvent.setup();
    await user.click(username());
    await user.tab();
    expect(screen.getByText('กรุณากรอกชื่อผู้ใช้งาน')).toBeTruthy();
    await user.type(username(), 'o');
    expect(screen.queryByText('กรุณากรอกชื่อผู้ใช้งาน')).toBeNull();
  });

  it('hands on the trimmed username and the password as typed', async () => {
    const { submitted } = await renderForm('SAT');
    const user = userEvent.setup();
    expect(submitButton().disabled).toBe(false);
    await user.type(username(), '  officer ');
    await user.type(password(), ' demo1234 ');
    await user.click(submitButton());

    expect(submitted).toEqual([{ username: 'officer', password: ' demo1234 ', captcha: null }]);
    expect(screen.queryByText('กรุณากรอกชื่อผู้ใช้งาน')).toBeNull();
  });
});

describe('sign-in form with the robot check', () => {
  it('keeps the button disabled until the check is verified, and again once it expires', async () => {
    const { setup, submitted } = await renderForm('DEV');
    expect(setup.caps.login.captcha).toBe(true);
    const user = userEvent.setup();
    // The widget's code loads only once the person touches the form.
    expect(screen.getByTestId('captcha-pending')).toBeTruthy();
    expect(screen.queryByTestId('captcha')).toBeNull();
    await user.type(username(), 'officer');
    await screen.findByTestId('captcha');
    await user.type(password(), 'demo1234');
    expect(submitButton().disabled).toBe(true);
    expect(screen.getByText('กรุณายืนยันว่าท่านไม่ใช่โปรแกรมอัตโนมัติก่อนเข้าสู่ระบบ')).toBeTruthy();

    captchaReports('verified', 'solution-1');
    expect(submitButton().disabled).toBe(false);
    expect(screen.queryByText('กรุณายืนยันว่าท่านไม่ใช่โปรแกรมอัตโนมัติก่อนเข้าสู่ระบบ')).toBeNull();
    await user.click(submitButton());
    expect(submitted).toEqual([{ username: 'officer', password: 'demo1234', captcha: 'solution-1' }]);

    captchaReports('expired');
    expect(submitButton().disabled).toBe(true);
  });

  it('checks the fields before the robot check, and a new attempt needs a new solution', async () => {
    const { submitted, rerenderWithResetKey } = await renderForm('DEV');
    const user = userEvent.setup();
    await user.click(screen.getByText('เข้าสู่ระบบ', { selector: 'h2' }));
    await screen.findByTestId('captcha');
    captchaReports('verified', 'solution-1');
    await user.click(submitButton());
    expect(screen.getByText('กรุณากรอกชื่อผู้ใช้งาน')).toBeTruthy();
    expect(screen.getByText('กรุณากรอกรหัสผ่าน')).toBeTruthy();
    expect(submitted).toEqual([]);

    // A refused attempt gives a fresh widget: the old, single-use solution no longer counts.
    rerenderWithResetKey(1);
    await user.type(username(), 'officer');
    await user.type(password(), 'demo1234');
    await waitFor(() => expect(screen.getByTestId('captcha').querySelector('altcha-widget')).toBeTruthy());
    expect(submitButton().disabled).toBe(true);
    captchaReports('verified', 'solution-2');
    await user.click(submitButton());
    expect(submitted).toEqual([{ username: 'officer', password: 'demo1234', captcha: 'solution-2' }]);
  });
});
