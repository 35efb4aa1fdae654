/**
 * The browser suites' side of the fake LINE Messaging API that global-setup starts for every
 * server (server/test-support/fake-line-api.ts): what it was sent, a user's LINE name, and the
 * webhook call LINE would make when a user sends the Official Account a text, signed as LINE
 * signs it.
 */
import { signWebhook, textEventBody } from '../../server/test-support/fake-line-api';
import { ROUTES } from '../../engine/api/routes';

export const LINE_URL_ENV = 'E2E_LINE_URL';

function fakeUrl(): string {
  const url = process.env[LINE_URL_ENV];
  if (!url) throw new Error(`${LINE_URL_ENV} is not set: run the suite with \`npx playwright test\` so global-setup starts the fake LINE API.`);
  return url;
}

export async function linePushesTo(userId: string): Promise<string[]> {
  const { pushes } = (await (await fetch(`${fakeUrl()}/__fake/messages`)).json()) as { pushes: { to: string; text: string }[] };
  return pushes.filter((push) => push.to === userId).map((push) => push.text);
}

export async function nameLineUser(userId: string, displayName: string): Promise<void> {
  await fetch(`${fakeUrl()}/__fake/profile`, { method: 'POST', body: JSON.stringify({ userId, displayName }) });
}

/** LINE calling the portal's webhook: `userId` sent the Official Account `text`. */
export async function sendToOfficialAccount(base: string, userId: string, text: string): Promise<number> {
  const body = textEventBody(userId, text);
  const response = await fetch(`${base}${ROUTES.lineWebhook.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-line-signature': signWebhook(body) },
    body,
  });
  return response.status;
}
