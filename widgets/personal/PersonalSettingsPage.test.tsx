// @vitest-environment jsdom
/**
 * The personal settings page over a stand-in server (the real calls and queries run): the
 * notification table has a switch per event and channel, the LINE column only where the
 * organisation has LINE, a channel the administrator does not offer cannot be turned on; a switch
 * saves at once and shows what the server stored; choosing a language switches it through the
 * layout's language.
 */
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTES } from '../../engine/api/routes';
import type { NotificationChoice } from '../../engine/api/notification-choice-calls';
import { LanguageProvider } from '../portal/LanguageContext';
import { fakeServer, ok } from '../test-support/fake-server';
import { renderWithTenant, tenantSetup, type TenantSetup } from '../test-support/render-with-tenant';
import PersonalSettingsPage from './PersonalSettingsPage';

let setup: TenantSetup;
beforeEach(async () => {
  setup = await tenantSetup('DEV');
});
afterEach(cleanup);

const choice = (key: string, name: string, email: boolean, portal = true): NotificationChoice => ({
  EVENT_KEY: key,
  NAME: name,
  OFFERED: { PORTAL: true, EMAIL: email, LINE: false },
  PORTAL: portal,
  EMAIL: true,
  LINE: true,
});

function renderPage(change = vi.fn()) {
  let portal = true;
  const server = fakeServer({
    [ROUTES.notificationChoices.path]: () =>
      ok({ LINE_ENABLED: false, items: [choice('sarabun.send.person', 'มีหนังสือส่งถึงท่าน', true, portal), choice('sarabun.sign', 'มีหนังสือเสนอให้ท่านลงนาม', false)] }),
    [ROUTES.notificationChoiceSave.path]: (form) => {
      portal = form.get('ON') === 'true';
      return ok({
        message: 'บันทึกแล้ว',
        LINE_ENABLED: false,
        items: [choice('sarabun.send.person', 'มีหนังสือส่งถึงท่าน', true, portal), choice('sarabun.sign', 'มีหนังสือเสนอให้ท่านลงนาม', false)],
      });
    },
    [ROUTES.profileRead.path]: () => ({ status: 404, body: { status: 'error', message: 'ไม่พบ' } }),
    [ROUTES.signatureStatus.path]: () => ({ status: 404, body: { status: 'error', message: 'ไม่พบ' } }),
  });
  renderWithTenant(
    <LanguageProvider value={{ language: 'th', change }}>
      <PersonalSettingsPage />
    </LanguageProvider>,
    setup,
    { api: server.api },
  );
  return server;
}

const switchOf = (testId: string) => screen.getByTestId(testId).querySelector('input') as HTMLInputElement;

describe('PersonalSettingsPage', () => {
  it('offers a switch per event and channel, without LINE where the organisation has none; what is not offered stays off', async () => {
    renderPage();
    await screen.findByTestId('notification-choices');
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['รายการแจ้งเตือน', 'ในระบบ', 'อีเมล']);
    expect(switchOf('choice-sarabun.send.person-email').checked).toBe(true);
    const notOffered = switchOf('choice-sarabun.sign-email');
    expect([notOffered.checked, notOffered.disabled]).toEqual([false, true]);
  });

  it('saves a switch at once and shows what the server stored', async () => {
    const server = renderPage();
    await screen.findByTestId('notification-choices');
    fireEvent.click(screen.getByRole('switch', { name: 'มีหนังสือส่งถึงท่าน: ในระบบ' }));
    await waitFor(() => expect(switchOf('choice-sarabun.send.person-portal').checked).toBe(false));
    expect(server.sentTo(ROUTES.notificationChoiceSave.path).map((form) => Object.fromEntries(form))).toEqual([
      { EVENT_KEY: 'sarabun.send.person', CHANNEL: 'portal', ON: 'false' },
    ]);
  });

  it('switches the language through the layout', async () => {
    const change = vi.fn();
    renderPage(change);
    fireEvent.click(await screen.findByRole('radio', { name: 'English' }));
    expect(change).toHaveBeenCalledWith('en');
  });
});
