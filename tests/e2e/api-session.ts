/**
 * Calls and sessions through the portal's HTTP API for the browser specs: a spec signs people
 * in here (fast, no form), hands one session to the page, and reads the expected numbers with
 * the same tokens. Specs sign in as their worker's own people (worlds.ts), so specs running
 * side by side never sign each other out.
 */
import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { routePath } from '../../engine/api/route-path';
import { ROUTES, type RouteName } from '../../engine/api/routes';
import { storageKey } from '../../engine/storage/local-store';
import { BOOT_ELEMENT_ID, type TenantBoot } from '../../engine/tenant/boot';
import type { Capabilities } from '../../engine/tenant/capabilities';
import { DEMO_PASSWORD } from './sign-in';

export type Json = Record<string, unknown> & { status?: string; message?: string };

export interface ApiSession {
  token: string;
  userLogin: { F_PERSON_ID: number; userInformation?: { F_FIRST_NAME?: string; F_LAST_NAME?: string } };
  expiresAt: string;
}

/** Solves the tenant's ALTCHA challenge the way the widget does; returns the form value. */
export async function solveCaptcha(base: string): Promise<string> {
  const challenge = (await (await fetch(`${base}${ROUTES.captchaChallenge.path}`)).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** POSTs a form to a call of the route table (engine/api/routes.ts), as the portal's client does. */
export async function apiPost(base: string, call: RouteName, body: Record<string, string | number | undefined>, token?: string): Promise<Json> {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) if (value !== undefined) form.append(key, String(value));
  const response = await fetch(`${base}${ROUTES[call].path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: form,
  });
  return (await response.json()) as Json;
}

/**
 * A settings call as the settings screens make it: JSON posted to the call's path (with the page
 * in it, or none for settingsPages) and the session's token; answers the HTTP status and the reply.
 */
export async function settingsRequest(
  base: string,
  call: RouteName,
  page: string | null,
  body: object,
  token: string,
): Promise<{ status: number; reply: Json }> {
  const response = await fetch(`${base}${routePath(call, page === null ? {} : { page })}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return { status: response.status, reply: (await response.json()) as Json };
}

/** A settings call's reply (settingsRequest without the status). */
export async function settingsPost(base: string, call: RouteName, page: string | null, body: object, token: string): Promise<Json> {
  return (await settingsRequest(base, call, page, body, token)).reply;
}

/** Signs in as the portal does (robot check where the tenant has it; confirms the device question). */
export async function apiSignIn(base: string, caps: Capabilities, username: string): Promise<ApiSession> {
  const body = async (extra: Record<string, string> = {}) => ({
    username,
    password: DEMO_PASSWORD,
    ...(caps.login.captcha ? { altcha: await solveCaptcha(base) } : {}),
    ...extra,
  });
  let reply = await apiPost(base, 'login', await body());
  if (reply.status === 'error' && typeof reply.oauth_id === 'string') reply = await apiPost(base, 'login', await body({ oauth_id: reply.oauth_id }));
  const success = reply.success as { token?: string } | undefined;
  if (reply.status !== 'success' || !success?.token) throw new Error(`sign-in as ${username} failed: ${reply.message}`);
  return { token: success.token, userLogin: reply.userLogin as ApiSession['userLogin'], expiresAt: String(reply.expires_at) };
}

const prefixes = new Map<string, Promise<string>>();

/** The tenant's localStorage prefix, read once per server from the boot data its page carries. */
function storagePrefixAt(base: string): Promise<string> {
  let prefix = prefixes.get(base);
  if (!prefix) {
    prefix = fetch(`${base}/login`)
      .then((response) => response.text())
      .then((html) => {
        const data = new RegExp(`<script[^>]*id="${BOOT_ELEMENT_ID}"[^>]*>([\\s\\S]*?)</script>`).exec(html)?.[1];
        if (!data) throw new Error(`${base}/login carries no #${BOOT_ELEMENT_ID}`);
        return (JSON.parse(data) as TenantBoot).storagePrefix;
      });
    prefixes.set(base, prefix);
  }
  return prefix;
}

/**
 * Hands an API session to the page (cookie consent given, so no banner covers it) and opens
 * `path` (the dashboard by default). The keys are written by a script that runs before the
 * portal's own on the next page of its origin, once (a mark in the tab's sessionStorage), so the
 * portal loads only once and a later sign-out in the test stays signed out.
 */
export async function openWithSession(page: Page, base: string, session: ApiSession, path = '/'): Promise<void> {
  const prefix = await storagePrefixAt(base);
  const pairs: [string, string][] = [
    [storageKey(prefix, 'token'), session.token],
    [storageKey(prefix, 'userLogin'), JSON.stringify(session.userLogin)],
    [storageKey(prefix, 'expires_at'), session.expiresAt],
    [storageKey(prefix, 'allow'), 'true'],
  ];
  const mark = `e2e-session-${randomUUID()}`;
  await page.addInitScript(
    ({ origin, mark, pairs }) => {
      // The page itself only: frames (a letter's PDF preview, a sandboxed document) have no say.
      if (window !== window.top || window.location.origin !== origin) return;
      if (sessionStorage.getItem(mark) !== null) return;
      sessionStorage.setItem(mark, 'written');
      for (const [key, value] of pairs) localStorage.setItem(key, value);
    },
    { origin: new URL(base).origin, mark, pairs },
  );
  await page.goto(`${base}${path}`);
  // The dashboard at the portal's address; any other signed-in page shows at least the header's menu.
  const portal = path === '/' || path.startsWith('/?');
  await expect(page.getByTestId(portal ? 'dashboard' : 'top-menu')).toBeVisible();
}
