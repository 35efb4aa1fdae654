// @vitest-environment jsdom
/**
 * The certificate pages against a stand-in server: a person who is not an administrator sees their
 * own certificates and may ask for one (the administrators' list answers 403 and is left out); an
 * administrator sees people's certificate states and issues one.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ROUTES } from '../../engine/api/routes';
import { fakeServer, ok, type FakeServer } from '../test-support/fake-server';
import { renderWithTenant, tenantSetup, type TenantSetup } from '../test-support/render-with-tenant';
import { CertificateSettings, type CertificateSettingsProps } from './CertificateSettings';

let setup: TenantSetup;
beforeEach(async () => {
  setup = await tenantSetup('DEV');
});
afterEach(cleanup);

const refused = () => ({ status: 403, body: { status: 'error' as const, message: 'เฉพาะผู้ดูแลระบบเท่านั้นที่จัดการใบรับรองอิเล็กทรอนิกส์ได้' } });

const OWN = {
  person: { PERSON_ID: 7, NAME: 'วิภาวรรณ ศรีสุข', DEPARTMENT: 'กองนโยบาย' },
  canManage: false,
  items: [
    {
      CERTIFICATE_ID: 3,
      SERIAL: '0a1b2c',
      SUBJECT: 'CN=วิภาวรรณ ศรีสุข, O=Government, C=TH',
      KEY_TYPE: 'ecdsa-p256',
      SOURCE: 'issued',
      STATUS: 'revoked',
      ISSUED_AT: '2026-01-05T03:00:00.000Z',
      NOT_BEFORE: '2026-01-05T03:00:00.000Z',
      NOT_AFTER: '2028-01-05T03:00:00.000Z',
      REVOKED_AT: '2026-02-01T03:00:00.000Z',
      REVOKE_REASON: 'กุญแจสูญหาย',
    },
  ],
  requests: [],
};

function renderPage(props: CertificateSettingsProps, server: FakeServer) {
  return renderWithTenant(<CertificateSettings {...props} />, setup, { api: server.api, route: '/settings/6' });
}

describe('certificate settings pages', () => {
  it('lets a person see their own certificates and ask for one', async () => {
    const server = fakeServer({
      [ROUTES.certificateRequests.path]: refused,
      [ROUTES.certificatePerson.path]: () => ok(OWN),
      [ROUTES.certificateRequestCreate.path]: () => ok({ message: 'ส่งคำขอใบรับรองอิเล็กทรอนิกส์เรียบร้อยแล้ว รอผู้ดูแลระบบอนุมัติ' }),
    });
    renderPage({ menuID: '6', page: 'certificate-person-request', personId: null }, server);
    const own = await screen.findByTestId('certificate-person');
    expect(within(own).getByText('ถูกเพิกถอน')).toBeTruthy();
    expect(within(own).getByText('กุญแจสูญหาย')).toBeTruthy();
    expect(screen.queryByTestId('certificate-requests')).toBeNull();
    fireEvent.click(within(screen.getByTestId('certificate-ask')).getByRole('button', { name: 'ส่งคำขอ' }));
    expect(await screen.findByText('ส่งคำขอใบรับรองอิเล็กทรอนิกส์เรียบร้อยแล้ว รอผู้ดูแลระบบอนุมัติ')).toBeTruthy();
    expect(server.sentTo(ROUTES.certificateRequestCreate.path)[0]?.get('KEY_TYPE')).toBe('ecdsa-p256');
  });

  it("shows an administrator people's certificate states and issues one", async () => {
    const server = fakeServer({
      [ROUTES.certificatePeople.path]: () =>
        ok({
          authority: {
            SUBJECT: 'CN=Thai Government Document CA, O=Government, C=TH',
            SOURCE: 'generated',
            NOT_BEFORE: '2026-01-01T00:00:00.000Z',
            NOT_AFTER: '2046-01-01T00:00:00.000Z',
            CRL_URL: 'http://localhost:8080/api/pki/crl',
          },
          items: [{ PERSON_ID: 7, NAME: 'วิภาวรรณ ศรีสุข', DEPARTMENT: 'กองนโยบาย', STATUS: 'none', NOT_AFTER: null, PENDING: true }],
        }),
      [ROUTES.certificateIssue.path]: () =>
        ok({ message: 'ออกใบรับรองอิเล็กทรอนิกส์เรียบร้อยแล้ว', item: { CERTIFICATE_ID: 4, SERIAL: '0d', NOT_AFTER: '2028-01-01T00:00:00.000Z' } }),
    });
    renderPage({ menuID: '6', page: 'certificate-person', personId: null }, server);
    const table = await screen.findByTestId('certificate-people');
    await waitFor(() => expect(within(table).getByText('วิภาวรรณ ศรีสุข')).toBeTruthy());
    expect(within(table).getByText('ยังไม่มีใบรับรอง')).toBeTruthy();
    expect(within(table).getByText('มีคำขอรออนุมัติ')).toBeTruthy();
    expect(screen.getByText(/api\/pki\/crl/)).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: 'ออกใบรับรอง' }));
    expect(await screen.findByText('ออกใบรับรองอิเล็กทรอนิกส์เรียบร้อยแล้ว')).toBeTruthy();
    expect(server.sentTo(ROUTES.certificateIssue.path)[0]?.get('PERSON_ID')).toBe('7');
  });
});
