/**
 * A local stand-in for LINE's Messaging API, for tests that drive the real SDK against it: push
 * and reply messages (each recorded with its retry key), and profiles. It checks the channel
 * access token, answers a retry key it already accepted with 409 as LINE does, and can be told
 * to fail the next pushes (a status, and headers such as Retry-After). signWebhook signs a body
 * the way LINE signs the webhooks it calls. A test in another process (the browser suites) reads
 * what was sent at GET /__fake/messages and names a user at POST /__fake/profile.
 */
import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeLine {
  url: string;
  pushes: { to: string; text: string; retryKey: string | undefined }[];
  replies: { replyToken: string; text: string }[];
  /** LINE names of the users, by user id (profiles of unknown users answer 404). */
  profiles: Map<string, string>;
  /** The next pushes answer this failure instead, one each, in order. */
  failPushes(...failures: { status: number; headers?: Record<string, string> }[]): void;
  close(): Promise<void>;
}

export const FAKE_LINE_TOKEN = 'fake-line-channel-token';
export const FAKE_LINE_SECRET = 'fake-line-channel-secret';

const bodyOf = async (request: IncomingMessage): Promise<unknown> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
};

type TextMessages = { messages: { type: string; text: string }[] };

export async function startFakeLine(): Promise<FakeLine> {
  const pushes: FakeLine['pushes'] = [];
  const replies: FakeLine['replies'] = [];
  const profiles = new Map<string, string>();
  const failures: { status: number; headers?: Record<string, string> }[] = [];
  const accepted = new Set<string>();
  const server = createServer((request, response) => {
    const answer = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': 'application/json', ...headers });
      response.end(JSON.stringify(body));
    };
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      // The test's own door, not LINE's API.
      if (request.method === 'GET' && url.pathname === '/__fake/messages') return answer(200, { pushes, replies });
      if (request.method === 'POST' && url.pathname === '/__fake/profile') {
        const { userId, displayName } = (await bodyOf(request)) as { userId: string; displayName: string };
        profiles.set(userId, displayName);
        return answer(200, {});
      }
      if (request.headers.authorization !== `Bearer ${FAKE_LINE_TOKEN}`) return answer(401, { message: 'Authentication failed' });
      if (request.method === 'POST' && url.pathname === '/v2/bot/message/push') {
        const body = (await bodyOf(request)) as { to: string } & TextMessages;
        const retryKey = request.headers['x-line-retry-key'] as string | undefined;
        const failure = failures.shift();
        if (failure) return answer(failure.status, { message: 'failed on purpose' }, failure.headers);
        if (retryKey && accepted.has(retryKey)) return answer(409, { message: 'The retry key is already accepted' });
        if (retryKey) accepted.add(retryKey);
        for (const message of body.messages) pushes.push({ to: body.to, text: message.text, retryKey });
        return answer(200, { sentMessages: body.messages.map((_, i) => ({ id: String(pushes.length + i) })) });
      }
      if (request.method === 'POST' && url.pathname === '/v2/bot/message/reply') {
        const body = (await bodyOf(request)) as { replyToken: string } & TextMessages;
        for (const message of body.messages) replies.push({ replyToken: body.replyToken, text: message.text });
        return answer(200, { sentMessages: [] });
      }
      const profile = /^\/v2\/bot\/profile\/([^/]+)$/.exec(url.pathname);
      if (request.method === 'GET' && profile) {
        const userId = decodeURIComponent(profile[1]!);
        const displayName = profiles.get(userId);
        return displayName ? answer(200, { userId, displayName }) : answer(404, { message: 'Not found' });
      }
      return answer(404, { message: 'Not found' });
    })().catch((error: Error) => answer(500, { message: error.message }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    pushes,
    replies,
    profiles,
    failPushes: (...next) => failures.push(...next),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** X-Line-Signature of a webhook body: HMAC-SHA256 with the channel secret, in base64. */
export function signWebhook(body: string, secret = FAKE_LINE_SECRET): string {
  return createHmac('sha256', secret).update(body).digest('base64');
}

/** The body LINE's webhook sends when `userId` writes `text` to the Official Account. */
export function textEventBody(userId: string, text: string): string {
  const at = Date.now();
  return JSON.stringify({
    destination: 'Uofficialaccount',
    events: [
      {
        type: 'message',
        mode: 'active',
        timestamp: at,
        webhookEventId: `event-${at}-${Math.random().toString(36).slice(2)}`,
        deliveryContext: { isRedelivery: false },
        replyToken: `reply-${at}`,
        source: { type: 'user', userId },
        message: { type: 'text', id: String(at), quoteToken: 'quote', text },
      },
    ],
  });
}
