/**
 * PDPA consent enforced by the server: until a signed-in person has agreed, every session call
 * answers 403 with a Thai message, except those the route table marks `beforeConsent` (what the
 * consent modal needs, consent itself and sign-out). Agreeing opens the rest at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES, type RouteSpec } from '../../../engine/api/routes';
import { createDocument } from '../correspondence/letters/documents';
import { createTestApp, postForm, signIn, type TestApp } from '../../test-support/test-app';
import { MSG } from './messages';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => t?.close());

const personId = async (username: string) => (await t.db.selectFrom('people').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
const notAgreed = async (username: string) => t.db.updateTable('people').set({ is_agree_pdpa: 0 }).where('username', '=', username).execute();
const call = (method: string, url: string, token: string) =>
  t.app.inject({
    method: method as 'GET' | 'POST',
    url,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
    payload: method === 'POST' ? '' : undefined,
  });
const countOf = async (table: 'documents' | 'transactions' | 'audit_log') =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const countRows = async () => ({ documents: await countOf('documents'), transactions: await countOf('transactions'), audit: await countOf('audit_log') });

const routes = Object.entries(ROUTES as Record<string, RouteSpec>);
const urlOf = (route: RouteSpec) => route.path.replace(/:\w+/g, '1');

describe('PDPA consent gate', () => {
  it('lets through only what the consent modal, consent and sign-out need', () => {
    expect(routes.filter(([, route]) => route.beforeConsent).map(([name]) => name)).toEqual(['getInfo', 'logout', 'requestPdpa', 'getMenus']);
  });

  it('refuses every other session call with 403 until the person agrees, then serves them', async () => {
    const owner = await personId('saraban');
    const letter = await createDocument(t.db, { actorId: owner, ip: '127.0.0.1' }, { docTypeId: 2, subject: 'หนังสือทดสอบความยินยอม' });
    await notAgreed('saraban');
    const token = await signIn(t, 'saraban', { ip: '10.80.0.1' });

    const document = await postForm(t.app, '/api/sarabun/get-document', { F_DOC_ID: String(letter.F_DOC_ID) }, { token });
    expect(document.statusCode).toBe(403);
    expect(document.json()).toEqual({ status: 'error', message: MSG.pdpaNotAgreed });
    expect((await postForm(t.app, '/api/get-todo-lists', {}, { token })).json()).toEqual({ status: 'error', message: MSG.pdpaNotAgreed });

    const before = await countRows();
    for (const [name, route] of routes.filter(([, r]) => r.auth && !r.beforeConsent)) {
      for (const method of route.methods) {
        const reply = await call(method, urlOf(route), token);
        expect(reply.statusCode, `${method} ${name}`).toBe(403);
        expect(reply.json(), `${method} ${name}`).toEqual({ status: 'error', message: MSG.pdpaNotAgreed });
      }
    }
    expect(await countRows()).toEqual(before);

    // What the client shows under the modal still answers.
    const info = await call('GET', ROUTES.getInfo.path, token);
    expect(info.statusCode).toBe(200);
    expect(info.json().userLogin.userInformation.F_IS_AGREE_PDPA).toBe(0);
    expect((await call('POST', ROUTES.getMenus.path, token)).statusCode).toBe(200);
    expect((await call('GET', ROUTES.viewAvatar.path.replace(':personId', String(owner)), token)).statusCode).toBe(200);

    const agreed = await postForm(t.app, ROUTES.requestPdpa.path, { F_IS_AGREE_PDPA: '1', F_IS_AGREE: '1' }, { token });
    expect(agreed.json()).toEqual({ status: 'success', message: MSG.pdpaSaved });
    const lists = await postForm(t.app, '/api/get-todo-lists', {}, { token });
    expect(lists.statusCode).toBe(200);
    expect(lists.json().status).toBe('success');
    const opened = await postForm(t.app, '/api/sarabun/get-document', { F_DOC_ID: String(letter.F_DOC_ID) }, { token });
    expect(opened.statusCode).toBe(200);
    await postForm(t.app, ROUTES.logout.path, {}, { token });
  });

  it('lets a person who refuses sign out', async () => {
    await notAgreed('officer');
    const token = await signIn(t, 'officer', { ip: '10.80.0.2' });
    expect((await postForm(t.app, '/api/get-todo-lists', {}, { token })).statusCode).toBe(403);
    expect((await postForm(t.app, ROUTES.logout.path, {}, { token })).json()).toEqual({ status: 'success', message: MSG.logoutSuccess });
    expect((await call('GET', ROUTES.getInfo.path, token)).statusCode).toBe(401);
    expect(
      await t.db
        .selectFrom('audit_log')
        .select('action')
        .where('person_id', '=', await personId('officer'))
        .where('action', '=', 'sign-out')
        .execute(),
    ).toHaveLength(1);
  });

  it('answers a caller without a session 401, not 403', async () => {
    const reply = await postForm(t.app, '/api/get-todo-lists', {});
    expect(reply.statusCode).toBe(401);
    expect(reply.json().message).toBe(MSG.sessionMissing);
  });
});
