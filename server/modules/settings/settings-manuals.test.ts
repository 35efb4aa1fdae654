/**
 * Manuals and related documents over HTTP against a real database: the administrator keeps them
 * on the DocumentManual and relatedDocuments settings pages (a link, or a record with an uploaded
 * PDF or video checked by its content), and every signed-in person then reads each readers'
 * page's published items and opens their files. What is not published is not listed, a file
 * that is not what it claims or an address that is not http(s) is refused with nothing written,
 * and a person who may not write the page cannot change it.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteName } from '../../../engine/api/routes';
import { settingsCall } from '../../test-support/settings-call';
import { createTestApp, signIn, type TestApp } from '../../test-support/test-app';

let t: TestApp;
let dataDir: string;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'saraban-manuals-'));
  t = await createTestApp({ config: { dataDir } });
  for (const username of ['admin', 'officer']) tokens[username] = await signIn(t, username);
}, 120_000);
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

type Reply = { status: string; message: string; item?: Record<string, unknown>; items?: Record<string, unknown>[]; fields?: string[] };
type Item = {
  id: number;
  title: string;
  description: string | null;
  media: string;
  url: string | null;
  file: { name: string; type: string; size: number } | null;
};

const MANUALS = 'DocumentManual';
const RELATED = 'relatedDocuments';
const call = (name: RouteName, page: string, body: unknown, token = tokens.admin) => settingsCall<Reply>(t.app, name, page, body, token);

async function listed(section: string, token = tokens.officer): Promise<Item[]> {
  const reply = await settingsCall<{ status: string; items: Item[] }>(t.app, 'manualList', '', { section }, token);
  expect(reply.status, reply.text).toBe(200);
  return reply.json.items;
}

const upload = (id: number, name: string, type: string, payload: Buffer, token = tokens.admin) =>
  t.app.inject({
    method: 'POST',
    url: `/api/manuals/upload?id=${id}&FILE_NAME=${encodeURIComponent(name)}`,
    headers: { authorization: `Bearer ${token}`, 'content-type': type },
    payload,
  });

const download = (id: number, token = tokens.officer) =>
  t.app.inject({ method: 'GET', url: `/api/manuals/file/${id}`, headers: { authorization: `Bearer ${token}` } });

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from('คู่มือการใช้งานระบบสารบรรณ '.repeat(100)), Buffer.from('\n%%EOF\n')]);
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from('ftypisom'), Buffer.alloc(200, 1)]);

async function created(page: string, record: Record<string, unknown>): Promise<number> {
  const reply = await call('settingsCreate', page, { record });
  expect(reply.status, reply.text).toBe(200);
  return reply.json.item!.id as number;
}

const row = (id: number) => t.db.selectFrom('manuals').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('manuals and related documents', () => {
  it('the administrator adds a link and an uploaded PDF; an ordinary person sees each on its page only and opens the PDF inline', async () => {
    const link = await created(MANUALS, {
      title_th: 'คู่มือออนไลน์',
      topic: 'system',
      media: 'pdf',
      url: 'https://example.go.th/manual.pdf',
      sort_order: 2,
      active: true,
    });
    const pdf = await created(MANUALS, { title_th: 'คู่มือการใช้งานระบบ', topic: 'system', media: 'pdf', description: 'ฉบับปรับปรุง', sort_order: 1, active: true });
    const documentVideo = await created(MANUALS, { title_th: 'วิดีโอการลงรับหนังสือ', topic: 'document', media: 'video', sort_order: 0, active: true });
    const related = await created(RELATED, { title_th: 'ระเบียบงานสารบรรณ', media: 'pdf', url: 'http://example.go.th/rule', sort_order: 0, active: true });

    // Without a file yet, the PDF record is not offered to readers.
    expect((await listed('manual')).map((item) => item.id)).toEqual([link]);

    const uploaded = await upload(pdf, 'คู่มือ ระบบ.pdf', 'application/pdf', PDF);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json().item).toEqual({ id: pdf, file_name: 'คู่มือ ระบบ.pdf', file_type: 'application/pdf', file_size: PDF.length });
    expect((await upload(documentVideo, 'ลงรับ.mp4', 'video/mp4', MP4)).statusCode).toBe(200);

    // The administrator's order, the link as a link and the file as a file.
    const manuals = await listed('manual');
    expect(manuals).toEqual([
      {
        id: pdf,
        title: 'คู่มือการใช้งานระบบ',
        description: 'ฉบับปรับปรุง',
        media: 'pdf',
        url: null,
        file: { name: 'คู่มือ ระบบ.pdf', type: 'application/pdf', size: PDF.length },
      },
      { id: link, title: 'คู่มือออนไลน์', description: null, media: 'pdf', url: 'https://example.go.th/manual.pdf', file: null },
    ]);
    // Each page its own subset.
    expect(await listed('manual-video')).toEqual([]);
    expect(await listed('manual-document')).toEqual([]);
    expect((await listed('manual-document-video')).map((item) => [item.id, item.file?.type])).toEqual([[documentVideo, 'video/mp4']]);
    expect((await listed('related-document')).map((item) => [item.id, item.url])).toEqual([[related, 'http://example.go.th/rule']]);
    // The settings grid shows the uploaded file's name (read-only there).
    const grid = await call('settingsList', MANUALS, { page: 1, size: 25 });
    expect(grid.json.items!.find((item) => item.id === pdf)).toMatchObject({ file_name: 'คู่มือ ระบบ.pdf' });

    const file = await download(pdf);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^inline; /);
    expect(file.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('คู่มือ ระบบ.pdf')}`);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    // Stored once, by its SHA-256, under DATA_DIR/manuals.
    const { createHash } = await import('node:crypto');
    const sha = createHash('sha256').update(PDF).digest('hex');
    expect((await row(pdf)).file_sha256).toBe(sha);
    expect(await readdir(path.join(dataDir, 'manuals', sha.slice(0, 2)))).toEqual([sha]);
    // The upload is audited as a change of the page.
    const audits = await t.db.selectFrom('audit_log').select(['action', 'detail']).where('action', '=', 'settings.DocumentManual.update').execute();
    expect(audits.some((entry) => (entry.detail as { id?: number }).id === pdf)).toBe(true);

    // Without a session there is no file.
    expect((await t.app.inject({ method: 'GET', url: `/api/manuals/file/${pdf}` })).statusCode).toBe(401);
    expect((await download(987654)).statusCode).toBe(404);
  });

  it('a deactivated record is no longer listed, and its file is not served to readers', async () => {
    const id = await created(MANUALS, { title_th: 'คู่มือเอกสารเก่า', topic: 'document', media: 'pdf', sort_order: 0, active: true });
    expect((await upload(id, 'old.pdf', 'application/pdf', PDF)).statusCode).toBe(200);
    expect((await listed('manual-document')).map((item) => item.id)).toContain(id);

    const off = await call('settingsUpdate', MANUALS, {
      id,
      record: { title_th: 'คู่มือเอกสารเก่า', topic: 'document', media: 'pdf', sort_order: 0, active: false },
    });
    expect(off.status, off.text).toBe(200);
    expect((await listed('manual-document')).map((item) => item.id)).not.toContain(id);
    expect((await download(id)).statusCode).toBe(404);
    // The administrator may still preview it.
    expect((await download(id, tokens.admin)).statusCode).toBe(200);
  });

  it('refuses a file that is not what it claims, and a file of the wrong kind, changing nothing', async () => {
    const id = await created(MANUALS, { title_th: 'คู่มือ PDF', topic: 'system', media: 'pdf', sort_order: 5, active: true });
    const before = await row(id);

    const renamed = await upload(id, 'manual.pdf', 'application/pdf', Buffer.from('MZ\x90\x00 not a pdf at all'));
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().message).toContain('เนื้อหาของไฟล์ไม่ตรงกับชนิดของไฟล์');
    const html = await upload(id, 'manual.pdf', 'application/octet-stream', Buffer.from('<html><script>alert(1)</script></html>'));
    expect(html.statusCode).toBe(400);
    const video = await upload(id, 'manual.mp4', 'video/mp4', MP4);
    expect(video.statusCode).toBe(400);
    expect(video.json().message).toContain('รับเฉพาะไฟล์ PDF');
    const claimed = await upload(id, 'manual.pdf', 'text/html', PDF);
    expect(claimed.statusCode).toBe(400);
    const empty = await upload(id, 'manual.pdf', 'application/pdf', Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    const unnamed = await upload(id, '\u202e', 'application/pdf', PDF);
    expect(unnamed.statusCode).toBe(400);
    const tooLarge = await t.app.inject({
      method: 'POST',
      url: `/api/manuals/upload?id=${id}&FILE_NAME=big.pdf`,
      headers: { authorization: `Bearer ${tokens.admin}`, 'content-type': 'application/pdf', 'content-length': String(21 * 1024 * 1024) },
      payload: PDF,
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toContain('20 MB');
    expect((await upload(987654, 'x.pdf', 'application/pdf', PDF)).statusCode).toBe(404);

    expect(await row(id)).toEqual(before);
    expect(await readdir(path.join(dataDir, 'manuals', 'tmp'))).toEqual([]);
  });

  it('refuses a javascript: or other non-http address with a Thai message naming the field', async () => {
    for (const url of [
      'javascript:alert(1)',
      'JavaScript:alert(document.cookie)',
      'data:text/html,<script>alert(1)</script>',
      'ftp://example.go.th/a.pdf',
      'https://',
      'https://exa mple.go.th',
    ]) {
      const refused = await call('settingsCreate', MANUALS, {
        record: { title_th: 'ลิงก์อันตราย', topic: 'system', media: 'pdf', url, sort_order: 0, active: true },
      });
      expect(refused.status, url).toBe(400);
      expect(refused.json.fields).toEqual(['record.url']);
      expect(refused.json.message).toContain('http:// หรือ https://');
    }
    const id = await created(RELATED, { title_th: 'ลิงก์ดี', media: 'video', url: 'https://example.go.th/v.mp4', sort_order: 0, active: true });
    const changed = await call('settingsUpdate', RELATED, {
      id,
      record: { title_th: 'ลิงก์ดี', media: 'video', url: 'javascript:alert(1)', sort_order: 0, active: true },
    });
    expect(changed.status).toBe(400);
    expect((await row(id)).url).toBe('https://example.go.th/v.mp4');
    expect((await t.db.selectFrom('manuals').select('id').where('title_th', '=', 'ลิงก์อันตราย').execute()).length).toBe(0);
  });

  it('an ordinary person reads the pages but cannot write the records or upload their files', async () => {
    const id = await created(MANUALS, { title_th: 'คู่มือของผู้ดูแล', topic: 'system', media: 'pdf', sort_order: 9, active: true });
    const before = await row(id);
    expect(
      (await call('settingsCreate', MANUALS, { record: { title_th: 'ไม่ควรได้', topic: 'system', media: 'pdf', sort_order: 0, active: true } }, tokens.officer))
        .status,
    ).toBe(403);
    expect(
      (
        await call(
          'settingsUpdate',
          MANUALS,
          { id, record: { title_th: 'ไม่ควรได้', topic: 'system', media: 'pdf', sort_order: 0, active: true } },
          tokens.officer,
        )
      ).status,
    ).toBe(403);
    expect((await call('settingsDelete', MANUALS, { id }, tokens.officer)).status).toBe(403);
    expect((await call('settingsCreate', RELATED, { record: { title_th: 'ไม่ควรได้', media: 'pdf', sort_order: 0, active: true } }, tokens.officer)).status).toBe(
      403,
    );
    const refused = await upload(id, 'manual.pdf', 'application/pdf', PDF, tokens.officer);
    expect(refused.statusCode).toBe(403);
    expect(await row(id)).toEqual(before);
    expect((await t.db.selectFrom('manuals').select('id').where('title_th', '=', 'ไม่ควรได้').execute()).length).toBe(0);
    // A related document is not reachable through the manuals' page, nor the other way round.
    expect((await call('settingsRead', RELATED, { id })).status).toBe(404);
    // An unknown section is refused.
    expect((await settingsCall(t.app, 'manualList', '', { section: 'admin' }, tokens.officer)).status).toBe(400);
  });
});
