/** The studio is a development tool: the portal (npm start) does not serve its API. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../server/test-support/test-app';

let portal: TestApp;
beforeAll(async () => {
  portal = await createTestApp({ seed: false });
});
afterAll(() => portal?.close());

it('answers 404 for the studio’s API', async () => {
  const manifest = { code: portal.tenant.manifest.code };
  expect((await portal.app.inject({ method: 'POST', url: '/api/studio/validate', payload: { manifest } })).statusCode).toBe(404);
  expect((await portal.app.inject('/api/studio/tenants')).statusCode).toBe(404);
});
