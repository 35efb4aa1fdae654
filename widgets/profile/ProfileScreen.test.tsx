// @vitest-environment jsdom
/**
 * The self-service pages over a stand-in server with a real query cache: the record the
 * organisation keeps is shown as text only (the ID card masked), the picture's types and size
 * limit are stated, a wrong file is refused before it is sent, a picture and the contact fields
 * are sent as the calls take them, the server's Thai answer is shown, and the header learns the
 * new picture and e-mail at once.
 */
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ROUTES } from '../../engine/api/routes';
import type { Profile } from '../../engine/api/profile-calls';
import type { SignatureStatus } from '../../engine/api/signing-calls';
import { useOwnHeader } from '../master/own-header';
import { fakeServer, ok, type Answer } from '../test-support/fake-server';
import { renderWithTenant, tenantSetup, type TenantSetup } from '../test-support/render-with-tenant';
import { ProfileScreen } from './ProfileScreen';

const PROFILE: Profile = {
  F_PERSON_ID: 12,
  F_USERNAME: 'wipawan',
  F_EMPLOYEE_CODE: 'EMP-0042',
  F_FIRST_NAME: 'วิภาวรรณ',
  F_LAST_NAME: 'ศรีสุข',
  F_POSITION_NAME: 'นักวิเคราะห์นโยบายและแผน',
  F_EMPLOYEE_TYPE_NAME: 'ข้าราชการ',
  F_DEPT_ID: 1000001,
  F_DEPT_NAME: 'กองกลาง',
  F_EMAIL: 'wipawan@agency.go.th',
  F_PHONE: '0812345678',
  F_ID_CARD_MASKED: 'XXXXXXXXX0705',
  F_GENDER: 'female',
  F_BIRTHDAY: '1990-05-01',
  F_BLOOD_TYPE: 'O',
  F_NATIONALITY: 'ไทย',
  F_RACE: 'ไทย',
  F_ADDRESS: '99 ถนนพหลโยธิน กรุงเทพมหานคร',
  F_DIRECTORY_USER: null,
  ROLES: [{ ROLE_NAME: 'เจ้าหน้าที่สารบรรณ', DEPT_NAME: 'กองกลาง' }],
  HAS_PICTURE: false,
  PICTURE_MAX_BYTES: 2 * 1024 * 1024,
  PICTURE_TYPES: ['png', 'jpg', 'jpeg'],
  HAS_SIGNATURE_IMAGE: false,
  SIGNATURE_ACCEPTED: true,
};

const SIGNATURE: SignatureStatus = {
  HAS_IMAGE: false,
  IMAGE_FORMAT: null,
  IMAGE_WIDTH: null,
  IMAGE_HEIGHT: null,
  IMAGE_UPDATED_AT: null,
  MAX_BYTES: 512 * 1024,
  IMAGE_TYPES: ['png', 'jpg', 'jpeg'],
  ACCEPTED: true,
  ACCEPTED_AT: '2026-11-01T03:00:00.000Z',
  TEXT_VERSION: '2026-11',
  HAS_EMAIL: true,
};

let setup: TenantSetup;
// The test environment has no object URLs: each picture fetched gets a numbered stand-in.
const createObjectURL = Object.getOwnPropertyDescriptor(URL, 'createObjectURL');

beforeEach(async () => {
  setup = await tenantSetup('DEV');
  let n = 0;
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, writable: true, value: () => `blob:picture-${++n}` });
});
afterEach(() => {
  cleanup();
  if (createObjectURL) Object.defineProperty(URL, 'createObjectURL', createObjectURL);
  else Reflect.deleteProperty(URL, 'createObjectURL');
});

/** What the header would show, beside the page, in the same query cache. */
function HeaderProbe() {
  const own = useOwnHeader('/api/users/view-file-avatar/12', 'wipawan@agency.go.th');
  return (
    <div data-testid="header-probe">
      {own.avatarUrl}|{own.email ?? ''}
    </div>
  );
}

function renderView(view: 'profile' | 'account', routes: Record<string, (form: URLSearchParams) => Answer> = {}) {
  const server = fakeServer({
    [ROUTES.profileRead.path]: () => ok({ message: 'ok', item: PROFILE }),
    [ROUTES.signatureStatus.path]: () => ok({ message: 'ok', item: SIGNATURE }),
    ...routes,
  });
  renderWithTenant(
    <>
      <ProfileScreen view={view} />
      <HeaderProbe />
    </>,
    setup,
    { api: server.api },
  );
  return server;
}

const pick = (input: HTMLElement, file: File) => fireEvent.change(input, { target: { files: [file] } });

describe('the profile page', () => {
  it('shows the kept record as text only, with the ID card masked and the picture limit stated', async () => {
    renderView('profile');
    expect((await screen.findByTestId('profile-id-card')).textContent).toBe('XXXXXXXXX0705');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('ข้อมูลส่วนตัว');
    expect(screen.getByTestId('profile-first-name').textContent).toBe('วิภาวรรณ');
    expect(screen.getByTestId('profile-employee-code').textContent).toBe('EMP-0042');
    expect(screen.getByTestId('profile-department').textContent).toBe('กองกลาง');
    expect(screen.getByTestId('profile-gender').textContent).toBe('หญิง');
    expect(screen.getByTestId('profile-birthday').textContent).toBe('๑ พฤษภาคม ๒๕๓๓');
    expect(screen.getByTestId('profile-picture-hint').textContent).toBe('ไฟล์ png, jpg, jpeg ขนาดไม่เกิน 2 MB');
    // The only fields are the contact ones: names, department and the rest cannot be typed into.
    const inputs = screen.getAllByRole('textbox').map((input) => input.getAttribute('data-testid'));
    expect(inputs).toEqual(['profile-email', 'profile-phone']);
    expect(within(screen.getByTestId('profile-personal-section')).queryByRole('textbox')).toBeNull();
    // The person's signature and the acceptance of its use are on the profile page.
    const signature = await screen.findByTestId('profile-signature-section');
    expect((await within(signature).findByTestId('signature-acceptance')).textContent).toContain('ยอมรับการใช้ลายมือชื่ออิเล็กทรอนิกส์แล้ว เมื่อ ๑ พฤศจิกายน ๒๕๖๙');
  });

  it('shows the account page with username and roles, and the same contact form', async () => {
    renderView('account');
    expect((await screen.findByTestId('profile-username')).textContent).toBe('wipawan');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('ข้อมูลบัญชีผู้ใช้งาน');
    expect(screen.getByTestId('profile-roles').textContent).toContain('เจ้าหน้าที่สารบรรณ · กองกลาง');
    expect(screen.getByTestId('profile-full-name').textContent).toBe('วิภาวรรณ ศรีสุข');
    expect(screen.getByTestId('profile-directory-user').textContent).toBe('-');
    expect(screen.queryByTestId('profile-id-card')).toBeNull();
    expect(screen.queryByTestId('profile-signature-section')).toBeNull();
    expect((screen.getByTestId('profile-email') as HTMLInputElement).value).toBe('wipawan@agency.go.th');
  });
});

describe('changing the contact fields', () => {
  it('refuses a bad e-mail or phone before sending', async () => {
    const server = renderView('profile');
    const email = await screen.findByTestId('profile-email');
    fireEvent.change(email, { target: { value: 'wipawan@localhost' } });
    fireEvent.change(screen.getByTestId('profile-phone'), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'บันทึก' }));
    expect(await screen.findByText('กรุณากรอกอีเมลให้ถูกต้อง เช่น name@example.go.th')).toBeTruthy();
    expect(screen.getByText('กรุณากรอกเบอร์มือถือ 10 หลัก หรือเบอร์โทรศัพท์พื้นฐาน 9 หลัก')).toBeTruthy();
    expect(server.sentTo(ROUTES.profileUpdate.path)).toEqual([]);
  });

  it('sends only e-mail and phone, shows the server’s answer and gives the header the new e-mail', async () => {
    const server = renderView('profile', {
      [ROUTES.profileUpdate.path]: (form) => ok({ message: 'บันทึกข้อมูลเรียบร้อยแล้ว', item: { ...PROFILE, F_EMAIL: form.get('F_EMAIL'), F_PHONE: '021234567' } }),
    });
    fireEvent.change(await screen.findByTestId('profile-email'), { target: { value: 'new@agency.go.th' } });
    fireEvent.change(screen.getByTestId('profile-phone'), { target: { value: '02-123-4567' } });
    fireEvent.click(screen.getByRole('button', { name: 'บันทึก' }));
    expect((await screen.findByTestId('profile-contact-answer')).textContent).toBe('บันทึกข้อมูลเรียบร้อยแล้ว');
    expect([...server.sentTo(ROUTES.profileUpdate.path)[0]!.entries()]).toEqual([
      ['F_EMAIL', 'new@agency.go.th'],
      ['F_PHONE', '02-123-4567'],
    ]);
    expect((screen.getByTestId('profile-phone') as HTMLInputElement).value).toBe('021234567');
    expect(screen.getByTestId('header-probe').textContent).toBe('/api/users/view-file-avatar/12|new@agency.go.th');
  });

  it('shows the server’s Thai refusal and keeps what was typed', async () => {
    renderView('profile', {
      [ROUTES.profileUpdate.path]: () => ({ status: 400, body: { status: 'error', message: 'อีเมล (F_EMAIL) ไม่ถูกต้อง', fields: ['F_EMAIL'] } }),
    });
    fireEvent.change(await screen.findByTestId('profile-email'), { target: { value: 'odd@agency.go.th' } });
    fireEvent.click(screen.getByRole('button', { name: 'บันทึก' }));
    expect((await screen.findByTestId('profile-contact-answer')).textContent).toBe('อีเมล (F_EMAIL) ไม่ถูกต้อง');
    expect((screen.getByTestId('profile-email') as HTMLInputElement).value).toBe('odd@agency.go.th');
  });
});

describe('changing the picture', () => {
  it('refuses another type or a file over the limit before sending', async () => {
    const server = renderView('profile');
    const input = await screen.findByTestId('profile-picture-input');
    pick(input, new File(['GIF89a'], 'photo.gif', { type: 'image/gif' }));
    expect((await screen.findByTestId('profile-picture-answer')).textContent).toBe('กรุณาเลือกไฟล์ png, jpg, jpeg เท่านั้น');
    pick(input, new File([new Uint8Array(3 * 1024 * 1024)], 'big.png', { type: 'image/png' }));
    expect((await screen.findByTestId('profile-picture-answer')).textContent).toBe('ไฟล์มีขนาด 3 MB เกินกำหนด (ไม่เกิน 2 MB)');
    expect(server.sentTo(ROUTES.profilePictureUpload.path)).toEqual([]);
  });

  it('sends the file with its name, then shows the picture served back, here and in the header', async () => {
    const server = renderView('profile', {
      [ROUTES.profilePictureUpload.path]: () => ok({ message: 'บันทึกรูปประจำตัวเรียบร้อยแล้ว', item: { ...PROFILE, HAS_PICTURE: true } }),
      [ROUTES.profilePicture.path]: () => ok(),
    });
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'ภาพ.png', { type: 'image/png' });
    pick(await screen.findByTestId('profile-picture-input'), file);
    expect((await screen.findByTestId('profile-picture-answer')).textContent).toBe('บันทึกรูปประจำตัวเรียบร้อยแล้ว');
    const sent = server.requests.find((request) => request.file);
    expect(sent?.form.get('FILE_NAME')).toBe('ภาพ.png');
    expect(sent?.file).toBe(file);
    expect(server.requests.at(-1)?.path).toBe(ROUTES.profilePicture.path);
    expect(screen.getByTestId('profile-picture').querySelector('img')?.getAttribute('src')).toBe('blob:picture-1');
    expect(screen.getByTestId('header-probe').textContent).toBe('blob:picture-1|wipawan@agency.go.th');
  });

  it('shows the server’s refusal of a file whose content is not a picture', async () => {
    renderView('profile', {
      [ROUTES.profilePictureUpload.path]: () => ({ status: 400, body: { status: 'error', message: 'เนื้อหาของไฟล์ไม่ใช่รูปภาพ png หรือ jpeg ตามชื่อไฟล์' } }),
    });
    pick(await screen.findByTestId('profile-picture-input'), new File(['<svg/>'], 'fake.png', { type: 'image/png' }));
    expect((await screen.findByTestId('profile-picture-answer')).textContent).toBe('เนื้อหาของไฟล์ไม่ใช่รูปภาพ png หรือ jpeg ตามชื่อไฟล์');
    expect(screen.getByTestId('header-probe').textContent).toBe('/api/users/view-file-avatar/12|wipawan@agency.go.th');
  });
});
