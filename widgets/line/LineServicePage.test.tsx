// @vitest-environment jsdom
/**
 * The LINE page over a stand-in server (the real calls and queries run): a person not linked
 * gets the add-friend link and its QR code, asks for a link code and sees it with its time left;
 * the page keeps asking for the status and shows the link as soon as the server has it; removing
 * the link asks first; an organisation without LINE is told whom to ask.
 */
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTES } from '../../engine/api/routes';
import { fakeServer, ok } from '../test-support/fake-server';
import { renderWithTenant, tenantSetup, type TenantSetup } from '../test-support/render-with-tenant';
import LineServicePage from './LineServicePage';
import { WAITING_POLL_MS } from './line-queries';

let setup: TenantSetup;
beforeEach(async () => {
  setup = await tenantSetup('DEV');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const FRIEND_URL = 'https://line.me/R/ti/p/%40saraban';
const state = (linked: boolean, enabled = true) =>
  ok({ LINKED: linked, DISPLAY_NAME: linked ? 'สมชาย (LINE)' : null, ENABLED: enabled, ADD_FRIEND_URL: enabled ? FRIEND_URL : null });

describe('LineServicePage', () => {
  it('gives a link code with its time left, and shows the link once LINE delivered it', async () => {
    let linked = false;
    const fake = fakeServer({
      [ROUTES.lineStatus.path]: () => state(linked),
      [ROUTES.lineLinkCode.path]: () => ok({ message: 'ส่งรหัสนี้ไปที่บัญชี LINE', CODE: 'K7M2Q9XA', EXPIRES_IN: 600 }),
    });
    // Only the date is fake, and it stands still unless set: the person reads the page for half
    // a minute before asking, and the countdown still starts at the code's full ten minutes.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-04T10:00:00+07:00') });
    renderWithTenant(<LineServicePage />, setup, { api: fake.api });
    expect(await screen.findByRole('link', { name: 'เพิ่มเพื่อนใน LINE' })).toHaveProperty('href', FRIEND_URL);
    expect(await screen.findByTestId('line-qr')).toBeTruthy();
    vi.setSystemTime(new Date('2026-12-04T10:00:30+07:00'));

    // Every countdown text the page ever puts on screen, also one replaced within the same task.
    const shown = new Set<string>();
    const watch = new MutationObserver((records) => {
      for (const record of records) {
        if (record.oldValue?.includes('รหัสใช้ได้อีก')) shown.add(record.oldValue);
        for (const node of record.removedNodes) if (node.textContent?.includes('รหัสใช้ได้อีก')) shown.add(node.textContent);
      }
      const left = document.querySelector('[data-testid="line-code-left"]')?.textContent;
      if (left) shown.add(left);
    });
    watch.observe(document.body, { subtree: true, childList: true, characterData: true, characterDataOldValue: true });
    fireEvent.click(screen.getByRole('button', { name: 'ขอรหัสเชื่อมต่อ' }));
    expect((await screen.findByTestId('line-code')).textContent).toBe('K7M2Q9XA');
    expect(screen.getByTestId('line-code-left').textContent).toBe('รหัสใช้ได้อีก 10:00');
    watch.disconnect();
    expect([...shown]).toEqual(['รหัสใช้ได้อีก 10:00']);
    expect(screen.getByRole('button', { name: 'ขอรหัสใหม่' })).toBeTruthy();

    // The person sends the code on LINE; the next status the page asks for says linked.
    linked = true;
    await waitFor(() => expect(screen.getByTestId('line-display-name').textContent).toBe('บัญชี LINE: สมชาย (LINE)'), { timeout: WAITING_POLL_MS * 2 });
    expect(screen.queryByTestId('line-code')).toBeNull();
    expect(fake.sentTo(ROUTES.lineStatus.path).length).toBeGreaterThan(1);
  });

  it('removes the link only after the person confirms', async () => {
    const fake = fakeServer({
      [ROUTES.lineStatus.path]: () => state(true),
      [ROUTES.lineUnlink.path]: () => state(false),
    });
    renderWithTenant(<LineServicePage />, setup, { api: fake.api });
    fireEvent.click(await screen.findByRole('button', { name: 'ยกเลิกการเชื่อมต่อ' }));
    fireEvent.click(screen.getByRole('button', { name: 'ยกเลิก' }));
    expect(fake.sentTo(ROUTES.lineUnlink.path)).toHaveLength(0);
    fireEvent.click(await screen.findByRole('button', { name: 'ยกเลิกการเชื่อมต่อ' }));
    fireEvent.click(screen.getByRole('button', { name: 'ยืนยันการยกเลิก' }));
    expect(await screen.findByRole('button', { name: 'ขอรหัสเชื่อมต่อ' })).toBeTruthy();
    expect(fake.sentTo(ROUTES.lineUnlink.path)).toHaveLength(1);
  });

  it('tells a person whose organisation has no LINE whom to ask, and offers no code', async () => {
    const fake = fakeServer({ [ROUTES.lineStatus.path]: () => state(false, false) });
    renderWithTenant(<LineServicePage />, setup, { api: fake.api });
    expect((await screen.findByTestId('line-not-enabled')).textContent).toContain('ผู้ดูแลระบบ');
    expect(screen.queryByRole('button', { name: 'ขอรหัสเชื่อมต่อ' })).toBeNull();
  });
});
