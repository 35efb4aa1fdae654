/**
 * The organisation's PKI through its calls, on a real database: the CA made at start from the
 * manifest's issuer, request -> approval -> a certificate that openssl verifies against the CA and
 * that names the public CRL, revocation on that CRL, PKCS#12 imports made by openssl, the person
 * signer, auto-issue rules, refusals to non-administrators, and no key in any reply.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES, type RouteName } from '../../../engine/api/routes';
import { organisationCertificateNames } from '../../../engine/tenant/certificate-names';
import { ApiError } from '../../http/errors';
import { certificateFromDer, certificateToPem, commonName } from '../../signing/certificate-authority';
import { createTestApp, signIn, type TestApp } from '../../test-support/test-app';
import { loadPersonSigner, revokedSerials, trustedAuthorities } from './person-signer';
import { crlUrlOf, ensureAuthority, issueCertificateFor, preparePki } from './pki';
import { CERT_MSG } from './signing-messages';

let t: TestApp;
let dir: string;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
/** Every reply body the tests received, to look for key bytes in. */
const replies: string[] = [];

async function call(user: string, name: RouteName, body: Record<string, unknown> = {}) {
  const route = ROUTES[name];
  const reply = await t.app.inject({
    method: 'POST',
    url: route.path,
    headers: { authorization: `Bearer ${tokens[user]}`, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
  replies.push(reply.body);
  return { statusCode: reply.statusCode, json: reply.json() as Record<string, unknown> & { message: string } };
}

function openssl(args: string[]): string {
  return execFileSync('openssl', args, { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

async function caPem(): Promise<string> {
  const row = await t.db.selectFrom('certificate_authorities').select('certificate_der').where('active', '=', true).executeTakeFirstOrThrow();
  return certificateToPem(certificateFromDer(row.certificate_der));
}

async function certificatePem(id: number): Promise<string> {
  const row = await t.db.selectFrom('person_certificates').select('certificate_der').where('id', '=', id).executeTakeFirstOrThrow();
  return certificateToPem(certificateFromDer(row.certificate_der));
}

/** A PKCS#12 file made by openssl: a self-signed certificate with the given extensions, under a password. */
async function makePkcs12(name: string, extensions: string[], password: string): Promise<string> {
  openssl([
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:P-256',
    '-nodes',
    '-keyout',
    `${name}.key`,
    '-out',
    `${name}.crt`,
    '-subj',
    `/CN=${name}/O=Test/C=TH`,
    '-days',
    '30',
    ...extensions.flatMap((e) => ['-addext', e]),
  ]);
  openssl(['pkcs12', '-export', '-inkey', `${name}.key`, '-in', `${name}.crt`, '-out', `${name}.p12`, '-passout', `pass:${password}`]);
  return (await readFile(path.join(dir, `${name}.p12`))).toString('base64');
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'pki-'));
  t = await createTestApp();
  for (const user of ['admin', 'saraban', 'officer', 'director']) {
    tokens[user] = await signIn(t, user);
    const person = await t.db.selectFrom('people').select('id').where('username', '=', user).executeTakeFirstOrThrow();
    ids[user] = person.id;
  }
}, 120_000);

afterAll(async () => {
  await t?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('organisation PKI', () => {
  it('generates the CA at start from the manifest issuer, once', async () => {
    const settings = { manifest: t.tenant.manifest, publicUrl: t.app.config.publicUrl };
    expect(await preparePki(t.db, t.app.signingVault, settings)).toEqual({ generated: true, issued: 0 });
    expect(await ensureAuthority(t.db, t.app.signingVault, settings)).toBe(false);
    const [ca] = await trustedAuthorities(t.db);
    expect(commonName(ca!)).toBe(organisationCertificateNames(t.tenant.manifest).issuer.commonName);
    const people = await call('admin', 'certificatePeople');
    expect(people.statusCode).toBe(200);
    expect((people.json.authority as { SOURCE: string; CRL_URL: string }).SOURCE).toBe('generated');
    expect((people.json.authority as { CRL_URL: string }).CRL_URL).toBe(crlUrlOf(t.app.config.publicUrl));
  });

  it('refuses a person without a certificate a signer', async () => {
    await expect(loadPersonSigner(t.db, t.app.signingVault, ids.officer!, new Date())).rejects.toMatchObject({
      statusCode: 409,
      message: CERT_MSG.noValidCertificate,
    });
  });

  it('issues on request once approved: the certificate chains to the CA and names the CRL', async () => {
    expect((await call('officer', 'certificateRequestCreate', { KEY_TYPE: 'ecdsa-p256' })).statusCode).toBe(200);
    const again = await call('officer', 'certificateRequestCreate', {});
    expect(again.statusCode).toBe(409);
    expect(again.json.message).toBe(CERT_MSG.pendingExists);

    // Not an administrator: refused, nothing changed.
    const pending = await call('admin', 'certificateRequests');
    const requests = pending.json.items as { REQUEST_ID: number; PERSON_ID: number }[];
    expect(requests.map((r) => r.PERSON_ID)).toEqual([ids.officer]);
    const refused = await call('saraban', 'certificateRequestDecide', { REQUEST_ID: requests[0]!.REQUEST_ID, DECISION: 'approve' });
    expect(refused.statusCode).toBe(403);
    expect((await call('saraban', 'certificateRequests')).statusCode).toBe(403);
    expect((await call('saraban', 'certificateIssue', { PERSON_ID: ids.saraban })).statusCode).toBe(403);

    const noReason = await call('admin', 'certificateRequestDecide', { REQUEST_ID: requests[0]!.REQUEST_ID, DECISION: 'reject' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json.message).toBe(CERT_MSG.reasonRequired);

    const approved = await call('admin', 'certificateRequestDecide', { REQUEST_ID: requests[0]!.REQUEST_ID, DECISION: 'approve' });
    expect(approved.statusCode).toBe(200);
    const mine = await call('officer', 'certificatePerson');
    const items = mine.json.items as { CERTIFICATE_ID: number; STATUS: string; SOURCE: string }[];
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ STATUS: 'valid', SOURCE: 'issued' });
    expect((mine.json.requests as { STATUS: string }[])[0]!.STATUS).toBe('approved');

    await writeFile(path.join(dir, 'ca.pem'), await caPem());
    await writeFile(path.join(dir, 'officer.pem'), await certificatePem(items[0]!.CERTIFICATE_ID));
    expect(openssl(['verify', '-CAfile', 'ca.pem', 'officer.pem'])).toContain('officer.pem: OK');
    const text = openssl(['x509', '-in', 'officer.pem', '-noout', '-text']);
    expect(text).toContain(`URI:${crlUrlOf(t.app.config.publicUrl)}`);
    expect(text).toContain('Digital Signature, Non Repudiation');

    const signer = await loadPersonSigner(t.db, t.app.signingVault, ids.officer!, new Date());
    expect(signer.certificateId).toBe(items[0]!.CERTIFICATE_ID);
    expect(signer.chain).toHaveLength(1);
    expect(commonName(signer.certificate)).toContain(' ');
    // Past its end of validity the certificate signs nothing.
    const later = new Date(Date.now() + 3 * 365 * 24 * 3600 * 1000);
    await expect(loadPersonSigner(t.db, t.app.signingVault, ids.officer!, later)).rejects.toMatchObject({
      statusCode: 409,
      message: CERT_MSG.certificateOutOfDate,
    });
  });

  it('rejects a request with a reason', async () => {
    expect((await call('saraban', 'certificateRequestCreate', {})).statusCode).toBe(200);
    const [request] = (await call('admin', 'certificateRequests')).json.items as { REQUEST_ID: number }[];
    const rejected = await call('admin', 'certificateRequestDecide', { REQUEST_ID: request!.REQUEST_ID, DECISION: 'reject', REASON: 'ยังไม่ได้รับมอบหมายให้ลงนาม' });
    expect(rejected.statusCode).toBe(200);
    const again = await call('admin', 'certificateRequestDecide', { REQUEST_ID: request!.REQUEST_ID, DECISION: 'approve' });
    expect(again.statusCode).toBe(409);
    const mine = await call('saraban', 'certificatePerson');
    expect(mine.json.items).toEqual([]);
    expect((mine.json.requests as { STATUS: string; REASON: string }[])[0]).toMatchObject({ STATUS: 'rejected', REASON: 'ยังไม่ได้รับมอบหมายให้ลงนาม' });
  });

  it('revokes: the serial is on the CRL served without a session, and the signer is refused', async () => {
    const issued = await call('admin', 'certificateIssue', { PERSON_ID: ids.saraban, KEY_TYPE: 'rsa-3072' });
    expect(issued.statusCode).toBe(200);
    const item = issued.json.item as { CERTIFICATE_ID: number; SERIAL: string };
    expect((await call('officer', 'certificateRevoke', { CERTIFICATE_ID: item.CERTIFICATE_ID, REASON: 'กุญแจสูญหาย' })).statusCode).toBe(403);
    const blank = await call('admin', 'certificateRevoke', { CERTIFICATE_ID: item.CERTIFICATE_ID, REASON: '   ' });
    expect(blank.statusCode).toBe(400);

    const before = await t.app.inject({ method: 'GET', url: ROUTES.pkiCrl.path });
    expect(before.statusCode).toBe(200);
    expect(before.headers['content-type']).toBe('application/pkix-crl');
    expect((await call('admin', 'certificateRevoke', { CERTIFICATE_ID: item.CERTIFICATE_ID, REASON: 'กุญแจสูญหาย' })).statusCode).toBe(200);
    expect((await call('admin', 'certificateRevoke', { CERTIFICATE_ID: item.CERTIFICATE_ID, REASON: 'อีกครั้ง' })).statusCode).toBe(409);

    const crl = await t.app.inject({ method: 'GET', url: ROUTES.pkiCrl.path });
    expect(crl.statusCode).toBe(200);
    await writeFile(path.join(dir, 'crl.der'), crl.rawPayload);
    const text = openssl(['crl', '-inform', 'DER', '-in', 'crl.der', '-noout', '-text']);
    expect(text.replace(/\s+/g, ' ')).toContain(`Serial Number: ${item.SERIAL.toUpperCase()}`);
    expect(text).toMatch(/X509v3 CRL Number:\s+2\b/);
    // The CRL is the CA's: openssl checks the certificate against it and finds it revoked.
    await writeFile(path.join(dir, 'saraban.pem'), await certificatePem(item.CERTIFICATE_ID));
    openssl(['crl', '-inform', 'DER', '-in', 'crl.der', '-out', 'crl.pem']);
    expect(() => openssl(['verify', '-crl_check', '-CAfile', 'ca.pem', '-CRLfile', 'crl.pem', 'saraban.pem'])).toThrow(/certificate revoked/);

    expect((await revokedSerials(t.db)).has(item.SERIAL)).toBe(true);
    await expect(loadPersonSigner(t.db, t.app.signingVault, ids.saraban!, new Date())).rejects.toMatchObject({
      statusCode: 409,
      message: CERT_MSG.certificateRevoked,
    });
  });

  it('renews: a new certificate supersedes the valid one', async () => {
    const first = (await call('admin', 'certificateIssue', { PERSON_ID: ids.director })).json.item as { CERTIFICATE_ID: number };
    const second = (await call('admin', 'certificateIssue', { PERSON_ID: ids.director })).json.item as { CERTIFICATE_ID: number };
    const person = await call('admin', 'certificatePerson', { PERSON_ID: ids.director });
    const items = person.json.items as { CERTIFICATE_ID: number; STATUS: string }[];
    expect(items.map((i) => [i.CERTIFICATE_ID, i.STATUS])).toEqual([
      [second.CERTIFICATE_ID, 'valid'],
      [first.CERTIFICATE_ID, 'revoked'],
    ]);
    expect((await call('officer', 'certificatePerson', { PERSON_ID: ids.director })).statusCode).toBe(403);
    expect((await call('admin', 'certificateIssue', { PERSON_ID: 999999999 })).statusCode).toBe(404);
  });

  it('imports a person’s own PKCS#12 only with a signing key usage and the right password', async () => {
    const good = await makePkcs12('own', ['keyUsage=critical,digitalSignature,nonRepudiation'], 'p12-secret');
    const wrong = await call('saraban', 'certificateImport', { FILE: good, PASSWORD: 'not-it' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json.message).toBe(CERT_MSG.pkcs12Password);
    const notSigning = await makePkcs12('enc', ['keyUsage=critical,keyEncipherment'], 'p12-secret');
    const refused = await call('saraban', 'certificateImport', { FILE: notSigning, PASSWORD: 'p12-secret' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json.message).toBe(CERT_MSG.notSigningCertificate);
    expect((await call('saraban', 'certificateImport', { FILE: 'not base64 !', PASSWORD: 'x' })).json.message).toBe(CERT_MSG.notBase64);
    expect((await call('saraban', 'certificateImport', { FILE: good, PASSWORD: 'p12-secret' })).statusCode).toBe(200);
    const mine = await call('saraban', 'certificatePerson');
    expect((mine.json.items as { SOURCE: string; STATUS: string }[])[0]).toMatchObject({ SOURCE: 'imported', STATUS: 'valid' });
    const signer = await loadPersonSigner(t.db, t.app.signingVault, ids.saraban!, new Date());
    expect(commonName(signer.certificate)).toBe('own');
  });

  it('auto-issues to the holders of a role when the rule is saved', async () => {
    expect((await call('officer', 'certificateAutoRuleSave', { ROLE_ID: 1 })).statusCode).toBe(403);
    expect((await call('admin', 'certificateAutoRuleSave', {})).json.message).toBe(CERT_MSG.ruleEmpty);
    expect((await call('admin', 'certificateAutoRuleSave', { ROLE_ID: 2147483647 })).statusCode).toBe(400);
    // The director already holds a valid certificate; the policy director (role 5) gets one.
    const saved = await call('admin', 'certificateAutoRuleSave', { ROLE_ID: 5 });
    expect(saved.statusCode).toBe(200);
    const holders = await t.db.selectFrom('person_roles').select('person_id').where('role_id', '=', 5).execute();
    for (const { person_id } of holders) {
      const rows = await t.db.selectFrom('person_certificates').select('source').where('person_id', '=', person_id).execute();
      expect(rows.map((r) => r.source)).toContain('auto');
    }
    expect((await call('admin', 'certificateAutoRuleSave', { ROLE_ID: 5 })).statusCode).toBe(409);
    const rules = await call('admin', 'certificateAutoRules');
    const [rule] = rules.json.items as { RULE_ID: number; ROLE_ID: number }[];
    expect(rule!.ROLE_ID).toBe(5);
    expect((rules.json.roles as unknown[]).length).toBeGreaterThan(0);
    expect((await call('admin', 'certificateAutoRuleDelete', { RULE_ID: rule!.RULE_ID })).statusCode).toBe(200);
    expect((await call('admin', 'certificateAutoRuleDelete', { RULE_ID: rule!.RULE_ID })).statusCode).toBe(404);
  });

  it('imports a CA from PKCS#12; the earlier CA stays trusted and issues no more', async () => {
    const notCa = await makePkcs12('plain', ['keyUsage=critical,digitalSignature'], 'ca-secret');
    expect((await call('admin', 'certificateAuthorityImport', { FILE: notCa, PASSWORD: 'ca-secret' })).json.message).toBe(CERT_MSG.notCaCertificate);
    const ca = await makePkcs12('Imported CA', ['basicConstraints=critical,CA:TRUE', 'keyUsage=critical,keyCertSign,cRLSign'], 'ca-secret');
    expect((await call('officer', 'certificateAuthorityImport', { FILE: ca, PASSWORD: 'ca-secret' })).statusCode).toBe(403);
    expect((await call('admin', 'certificateAuthorityImport', { FILE: ca, PASSWORD: 'ca-secret' })).statusCode).toBe(200);
    expect(await trustedAuthorities(t.db)).toHaveLength(2);
    const issued = await issueCertificateFor(t.db, t.app.signingVault, ids.officer!);
    await writeFile(path.join(dir, 'imported-ca.pem'), await readFile(path.join(dir, 'Imported CA.crt')));
    await writeFile(path.join(dir, 'officer2.pem'), await certificatePem(issued.certificateId));
    expect(openssl(['verify', '-CAfile', 'imported-ca.pem', 'officer2.pem'])).toContain('OK');
    const crl = await t.app.inject({ method: 'GET', url: ROUTES.pkiCrl.path });
    await writeFile(path.join(dir, 'crl2.der'), crl.rawPayload);
    expect(openssl(['crl', '-inform', 'DER', '-in', 'crl2.der', '-noout', '-issuer'])).toContain('Imported CA');
  });

  it('never puts a private key in a reply', async () => {
    const rows = await t.db.selectFrom('person_certificates').select('sealed_key').execute();
    const cas = await t.db.selectFrom('certificate_authorities').select('sealed_key').execute();
    expect(rows.length).toBeGreaterThan(3);
    const all = replies.join('\n');
    for (const row of [...rows, ...cas]) {
      const pkcs8 = t.app.signingVault.open(row.sealed_key);
      expect(pkcs8.includes(Buffer.from(row.sealed_key))).toBe(false);
      for (const form of [pkcs8.toString('base64'), pkcs8.toString('hex'), Buffer.from(row.sealed_key).toString('base64')]) {
        expect(all.includes(form.slice(0, 40))).toBe(false);
      }
    }
    expect(ApiError).toBeDefined();
  });
});
