// @vitest-environment jsdom
/**
 * A link to a letter landing on the workspace, over a stand-in server: a plain id opens the
 * letter at once, a token opens the letter the server decodes it to, and a token the server
 * refuses (a letter the person may not read) shows the server's Thai words and opens nothing,
 * as does a docId that is no plain id. Each time the link's parameters leave the address.
 */
import { cleanup, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTES } from '../../engine/api/routes';
import type { DocumentTarget } from '../../engine/portal/document-target';
import { fakeServer, ok, type FakeServer } from '../test-support/fake-server';
import { renderWithTenant, tenantSetup, type TenantSetup } from '../test-support/render-with-tenant';
import { LetterLinkNotice } from './LetterLinkNotice';
import { useLetterLink } from './use-letter-link';

const DECODE_PATH = ROUTES.decodeDocument.path;
const REFUSAL = 'ไม่มีสิทธิ์เข้าถึงหนังสือนี้';

let setup: TenantSetup;
let server: FakeServer;
let open: ReturnType<typeof vi.fn<(target: DocumentTarget) => Promise<void>>>;

beforeEach(async () => {
  setup = await tenantSetup('DEV');
  open = vi.fn(async () => {});
  server = fakeServer({
    [DECODE_PATH]: (form) =>
      form.get('F_DOC_ID_ENCODE') === 'good-token' ? ok({ item: { F_DOC_ID: 77 } }) : { status: 403, body: { status: 'error', message: REFUSAL } },
  });
});
afterEach(cleanup);

function Landing() {
  const link = useLetterLink(open);
  const { search } = useLocation();
  return (
    <>
      <LetterLinkNotice state={link.state} onDismiss={link.dismiss} />
      <output data-testid="search">{search}</output>
    </>
  );
}

const land = (query: string) => renderWithTenant(<Landing />, setup, { api: server.api, route: `/sarabun?${query}` });
const addressIsClean = () => waitFor(() => expect(screen.getByTestId('search').textContent).toBe(''));

describe('a link to a letter on the workspace', () => {
  it('opens a plain id at once as a letter outside any queue', async () => {
    land('api=email&view=document&docId=42&enc=n');
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    expect(open).toHaveBeenCalledWith({ documentId: 42, transId: null, type: 'viewDocument', role: 'dashboard' });
    expect(server.requests).toEqual([]);
    await addressIsClean();
  });

  it('opens the letter a token decodes to', async () => {
    land('api=notification&view=document&docId=good-token&enc=y');
    await waitFor(() => expect(open).toHaveBeenCalledWith({ documentId: 77, transId: null, type: 'viewDocument', role: 'dashboard' }));
    expect(server.sentTo(DECODE_PATH).map((form) => form.get('F_DOC_ID_ENCODE'))).toEqual(['good-token']);
    expect(screen.queryByTestId('workspace-link-error')).toBeNull();
    await addressIsClean();
  });

  it("shows the server's refusal of a token and opens nothing", async () => {
    land('api=email&view=document&docId=not-yours&enc=y');
    const error = await screen.findByTestId('workspace-link-error');
    expect(error.textContent).toContain('ไม่สามารถเปิดหนังสือได้');
    expect(error.textContent).toContain(REFUSAL);
    expect(open).not.toHaveBeenCalled();
    await addressIsClean();
  });

  it.each(['1e3', '0x1', '1.5', '-4', ''])('refuses the docId %j with a Thai message and asks the server nothing', async (docId) => {
    land(`api=email&view=document&docId=${encodeURIComponent(docId)}&enc=n`);
    const error = await screen.findByTestId('workspace-link-error');
    expect(error.textContent).toContain('ลิงก์เอกสารไม่ถูกต้อง');
    expect(open).not.toHaveBeenCalled();
    expect(server.requests).toEqual([]);
    await addressIsClean();
  });
});
