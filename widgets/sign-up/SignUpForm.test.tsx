// @vitest-environment jsdom
/**
 * The sign-up form in Thai, with the theme and strings of a tenant without the robot check (SAT)
 * and of one with it (DEV): every bad field is named at the field and nothing is sent, a wrong
 * check digit of the ID card included; valid input is sent as typed, and the server's answer
 * shows where it belongs (at the field it names, or as the confirmation) with nothing typed lost.
 * The form hands a valid request to `onSubmit` and shows what it answers, so recording what it
 * receives and answering like the server is the whole contract.
 */
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { AccountRequestValues } from '../../engine/format/account-request';
import { thaiIdCardCheckDigit } from '../../engine/format/thai-id-card';
import { renderWithTenant, tenantSetup } from '../test-support/render-with-tenant';
import { SignUpForm, type SignUpAnswer, type SignUpChoices } from './SignUpForm';

afterEach(cleanup);

const CHOICES: SignUpChoices = {
  departments: [
    { id: 1000003, name: 'กองนโยบายและแผน' },
    { id: 1000004, name: 'กองการเจ้าหน้าที่' },
  ],
  positions: [{ id: 901, name: 'นักจัดการงานทั่วไป' }],
};
const ID_CARD = `110370000001${thaiIdCardCheckDigit('110370000001')}`;
const WRONG_ID_CARD = `110370000001${(thaiIdCardCheckDigit('110370000001') + 1) % 10}`;

async function renderForm(code: string, answers: SignUpAnswer[] = []) {
  const setup = await tenantSetup(code);
  const sent: { values: AccountRequestValues; captcha: string | null }[] = [];
  renderWithTenant(
    <SignUpForm
      captcha={setup.caps.login.captcha}
      choices={CHOICES}
      onSubmit={async (values, captcha) => {
        sent.push({ values, captcha });
        return answers.shift() ?? { status: 'success', message: 'รับคำขอแล้ว รอผู้ดูแลระบบพิจารณา', field: null };
      }}
    />,
    setup,
    { route: '/register' },
  );
  return { setup, sent };
}

const input = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const submitButton = () => screen.getByTestId('sign-up-submit') as HTMLButtonElement;
/** The helper text under a field (its message). */
const messageOf = (field: HTMLElement) => document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent ?? '';

/**
 * Puts a whole value into a field as one input, as pasting or a phone's keyboard suggestion does:
 * the form reads its fields' values, not single keys, and each key typed re-renders the whole form.
 */
async function enter(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function fillValid(user: UserEvent, over: { idCard?: string } = {}) {
  await enter(user, input(/^ชื่อ/), 'สมศรี');
  await enter(user, input(/^นามสกุล/), 'มีสุข');
  await enter(user, input(/^อีเมล/), 'somsri@example.org');
  await user.click(screen.getByRole('combobox', { name: /^หน่วยงาน/ }));
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'กองการเจ้าหน้าที่' }));
  await user.type(screen.getByRole('combobox', { name: /^ตำแหน่ง/ }), 'นักจัดการ');
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'นักจัดการงานทั่วไป' }));
  await enter(user, input(/^เลขบัตรประจำตัวประชาชน/), over.idCard ?? ID_CARD);
}

function captchaReports(state: string, payload?: string) {
  const widget = screen.getByTestId('captcha').querySelector('altcha-widget');
  if (!widget) throw new Error('the robot check is not on the page');
  act(() => {
    widget.dispatchEvent(new CustomEvent('statechange', { detail: { state, payload } }));
  });
}

describe('sign-up form without the robot check', () => {
  it('names every blank field at the field in Thai and sends nothing', async () => {
    const { sent } = await renderForm('SAT');
    const user = userEvent.setup();
    await user.click(submitButton());
    expect(messageOf(input(/^ชื่อ/))).toBe('กรุณากรอกชื่อ');
    expect(messageOf(input(/^นามสกุล/))).toBe('กรุณากรอกนามสกุล');
    expect(messageOf(input(/^อีเมล/))).toBe('กรุณากรอก E-mail');
    expect(messageOf(screen.getByRole('combobox', { name: /^หน่วยงาน/ }))).toBe('กรุณาเลือกหน่วยงาน');
    expect(messageOf(screen.getByRole('combobox', { name: /^ตำแหน่ง/ }))).toBe('กรุณาระบุตำแหน่ง');
    expect(messageOf(input(/^เลขบัตรประจำตัวประชาชน/))).toBe('กรุณากรอกเลขบัตรประจำตัวประชาชน');
    expect(input(/^ชื่อ/).getAttribute('aria-invalid')).toBe('true');
    // The first field at fault takes the focus.
    expect(document.activeElement).toBe(input(/^ชื่อ/));
    expect(sent).toEqual([]);
  });

  it('refuses a malformed e-mail, a name with digits and an ID card with a wrong check digit', async () => {
    const { sent } = await renderForm('SAT');
    const user = userEvent.setup();
    await fillValid(user, { idCard: WRONG_ID_CARD });
    await user.clear(input(/^อีเมล/));
    await user.type(input(/^อีเมล/), 'somsri@example');
    await user.type(input(/^ชื่อ/), '2');
    await user.click(submitButton());
    expect(messageOf(input(/^เลขบัตรประจำตัวประชาชน/))).toBe('เลขบัตรประจำตัวประชาชนไม่ถูกต้อง (เลขหลักสุดท้ายไม่ตรงกับเลขตรวจสอบ) กรุณาตรวจสอบอีกครั้ง');
    expect(messageOf(input(/^อีเมล/))).toBe('กรุณากรอก E-mail ให้ถูกต้อง');
    expect(messageOf(input(/^ชื่อ/))).toContain('ชื่อใช้ได้เฉพาะตัวอักษร');
    expect(sent).toEqual([]);

    // A message goes as soon as its field is right.
    await user.clear(input(/^เลขบัตรประจำตัวประชาชน/));
    await user.type(input(/^เลขบัตรประจำตัวประชาชน/), ID_CARD);
    expect(messageOf(input(/^เลขบัตรประจำตัวประชาชน/))).toBe('ตัวเลข 13 หลัก');
  });

  it('sends a valid request as typed and then says it waits for an administrator', async () => {
    const { sent } = await renderForm('SAT');
    const user = userEvent.setup();
    await fillValid(user);
    await user.click(submitButton());
    expect(sent).toEqual([
      {
        values: {
          firstName: 'สมศรี',
          lastName: 'มีสุข',
          email: 'somsri@example.org',
          departmentId: 1000004,
          position: 'นักจัดการงานทั่วไป',
          idCard: ID_CARD,
        },
        captcha: null,
      },
    ]);
    const confirmation = await screen.findByTestId('sign-up-sent');
    expect(within(confirmation).getByRole('heading').textContent).toBe('ส่งคำขอเรียบร้อยแล้ว');
    expect(confirmation.textContent).toContain('รับคำขอแล้ว รอผู้ดูแลระบบพิจารณา');
    expect(screen.queryByTestId('sign-up-form')).toBeNull();
  });

  it("shows the server's refusal at the field it names, keeping everything typed", async () => {
    const pending = 'อีเมลนี้มีคำขอเปิดบัญชีผู้ใช้ที่รอผู้ดูแลระบบพิจารณาอยู่แล้ว';
    const { sent } = await renderForm('SAT', [{ status: 'error', message: pending, field: 'email' }]);
    const user = userEvent.setup();
    await fillValid(user);
    await user.click(submitButton());
    await waitFor(() => expect(messageOf(input(/^อีเมล/))).toBe(pending));
    expect(document.activeElement).toBe(input(/^อีเมล/));
    expect(sent).toHaveLength(1);
    expect(input(/^ชื่อ/).value).toBe('สมศรี');
    expect(input(/^นามสกุล/).value).toBe('มีสุข');
    expect(input(/^อีเมล/).value).toBe('somsri@example.org');
    expect((screen.getByRole('combobox', { name: /^หน่วยงาน/ }) as HTMLInputElement).value).toBe('กองการเจ้าหน้าที่');
    expect((screen.getByRole('combobox', { name: /^ตำแหน่ง/ }) as HTMLInputElement).value).toBe('นักจัดการงานทั่วไป');
    expect(input(/^เลขบัตรประจำตัวประชาชน/).value).toBe(ID_CARD);
    // Changing the field puts the server's message away.
    await user.type(input(/^อีเมล/), 'x');
    expect(messageOf(input(/^อีเมล/))).toBe('');
  });

  it('shows a refusal of the whole request above the button', async () => {
    await renderForm('SAT', [{ status: 'error', message: 'มีการส่งคำขอเปิดบัญชีผู้ใช้จากเครื่องนี้บ่อยเกินไป', field: null }]);
    const user = userEvent.setup();
    await fillValid(user);
    await user.click(submitButton());
    expect((await screen.findByTestId('server-answer')).textContent).toBe('มีการส่งคำขอเปิดบัญชีผู้ใช้จากเครื่องนี้บ่อยเกินไป');
    expect(screen.getByTestId('sign-up-form')).toBeTruthy();
  });
});

describe('sign-up form with the robot check', () => {
  it('waits for a verified solution, sends it, and needs a new one after a refusal', async () => {
    const { setup, sent } = await renderForm('DEV', [{ status: 'error', message: 'ปฏิเสธ', field: 'idCard' }]);
    expect(setup.caps.login.captcha).toBe(true);
    const user = userEvent.setup();
    expect(screen.getByTestId('captcha-pending')).toBeTruthy();
    await fillValid(user);
    await screen.findByTestId('captcha');
    expect(submitButton().disabled).toBe(true);
    expect(screen.getByText('กรุณายืนยันว่าท่านไม่ใช่โปรแกรมอัตโนมัติก่อนส่งคำขอ')).toBeTruthy();
    captchaReports('verified', 'solution-1');
    expect(submitButton().disabled).toBe(false);
    await user.click(submitButton());
    expect(sent.map((entry) => entry.captcha)).toEqual(['solution-1']);
    // The server spent it: the widget is a new one and the button waits again.
    await waitFor(() => expect(submitButton().disabled).toBe(true));
    await waitFor(() => expect(screen.getByTestId('captcha').querySelector('altcha-widget')).toBeTruthy());
    captchaReports('verified', 'solution-2');
    await user.click(submitButton());
    expect(sent.map((entry) => entry.captcha)).toEqual(['solution-1', 'solution-2']);
  });
});
