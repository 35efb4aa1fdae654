/**
 * The certificate calls of the settings pages (certificate-person, certificate-person/{personID},
 * certificate-person-request, certificate-person-auto) and the public CRL. Managing certificates
 * (issuing, revoking, deciding requests, rules, the CA) is for the organisation's administrators;
 * anyone signed in reads their own certificates, asks for one and imports their own PKCS#12.
 * Every change is audited. Replies carry certificates' public facts only: a private key is sealed
 * by the vault on the way in and never read back into a reply.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { ApiError } from '../../http/errors';
import { serveRoute } from '../../http/serve-route';
import { requireAuth } from '../identity/auth';
import { audit } from '../identity/audit';
import { settingsAccessOf } from '../settings/settings-permissions';
import {
  applyAutoRules,
  crlUrlOf,
  currentCrlDer,
  importAuthority,
  importPersonCertificate,
  issueCertificateFor,
  revokeCertificate,
  statusOf,
  type PkiSettings,
} from './pki';
import { CERT_MSG } from './signing-messages';

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

function decodeFile(text: string): Buffer {
  const compact = text.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(compact)) throw new ApiError(400, CERT_MSG.notBase64);
  return Buffer.from(compact, 'base64');
}

export function registerCertificateRoutes(app: FastifyInstance, options: { now?: () => Date } = {}): void {
  const now = options.now ?? (() => new Date());
  const settings = (): PkiSettings => ({ manifest: app.tenant.manifest, publicUrl: app.config.publicUrl });

  async function administrator(request: FastifyRequest): Promise<number> {
    const auth = requireAuth(request);
    const access = await settingsAccessOf(app.db, auth.personId);
    if (!access.administrator) throw new ApiError(403, CERT_MSG.adminOnly);
    return auth.personId;
  }

  const record = (request: FastifyRequest, personId: number, action: string, detail: Record<string, unknown>) =>
    audit(app.db, { personId, action, ip: request.ip, now: now(), detail });

  serveRoute(app, 'certificatePeople', async (request) => {
    await administrator(request);
    const search = request.body.SEARCH?.trim() ?? '';
    const at = now();
    const authority = await app.db
      .selectFrom('certificate_authorities')
      .select(['subject', 'source', 'not_before', 'not_after', 'crl_url'])
      .where('active', '=', true)
      .executeTakeFirst();
    let people = app.db
      .selectFrom('people as p')
      .leftJoin('departments as d', 'd.id', 'p.department_id')
      .select(['p.id', 'p.first_name', 'p.last_name', 'd.name_th'])
      .where('p.active', '=', true);
    if (search !== '') {
      const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      people = people.where(sql<boolean>`(p.first_name || ' ' || p.last_name) ILIKE ${pattern}`);
    }
    const rows = await people.orderBy('p.first_name').orderBy('p.last_name').orderBy('p.id').limit(500).execute();
    const ids = rows.map((row) => row.id);
    const certificates =
      ids.length === 0
        ? []
        : await app.db
            .selectFrom('person_certificates')
            .select(['person_id', 'revoked_at', 'not_before', 'not_after'])
            .where('person_id', 'in', ids)
            .orderBy('issued_at', 'desc')
            .orderBy('id', 'desc')
            .execute();
    const pending =
      ids.length === 0
        ? []
        : await app.db.selectFrom('certificate_requests').select('person_id').where('status', '=', 'pending').where('person_id', 'in', ids).execute();
    const pendingSet = new Set(pending.map((row) => row.person_id));
    const newest = new Map<number, (typeof certificates)[number]>();
    for (const certificate of certificates) {
      const held = newest.get(certificate.person_id);
      // A valid certificate counts before a newer revoked one.
      if (!held || (statusOf(held, at) !== 'valid' && statusOf(certificate, at) === 'valid')) newest.set(certificate.person_id, certificate);
    }
    return {
      status: 'success' as const,
      message: CERT_MSG.done,
      authority: authority
        ? {
            SUBJECT: authority.subject,
            SOURCE: authority.source,
            NOT_BEFORE: iso(authority.not_before)!,
            NOT_AFTER: iso(authority.not_after)!,
            CRL_URL: authority.crl_url,
          }
        : null,
      items: rows.map((row) => {
        const certificate = newest.get(row.id);
        return {
          PERSON_ID: row.id,
          NAME: `${row.first_name} ${row.last_name}`,
          DEPARTMENT: row.name_th,
          STATUS: certificate ? statusOf(certificate, at) : ('none' as const),
          NOT_AFTER: certificate ? iso(certificate.not_after) : null,
          PENDING: pendingSet.has(row.id),
        };
      }),
    };
  });

  async function requestsOf(personId: number | null) {
    let query = app.db
      .selectFrom('certificate_requests as r')
      .innerJoin('people as p', 'p.id', 'r.person_id')
      .leftJoin('departments as d', 'd.id', 'p.department_id')
      .select(['r.id', 'r.person_id', 'p.first_name', 'p.last_name', 'd.name_th', 'r.key_type', 'r.status', 'r.requested_at', 'r.decided_at', 'r.reason']);
    query =
      personId === null
        ? query.where('r.status', '=', 'pending').orderBy('r.requested_at').orderBy('r.id')
        : query.where('r.person_id', '=', personId).orderBy('r.id', 'desc');
    const rows = await query.execute();
    return rows.map((row) => ({
      REQUEST_ID: row.id,
      PERSON_ID: row.person_id,
      NAME: `${row.first_name} ${row.last_name}`,
      DEPARTMENT: row.name_th,
      KEY_TYPE: row.key_type,
      STATUS: row.status,
      REQUESTED_AT: iso(row.requested_at)!,
      DECIDED_AT: iso(row.decided_at),
      REASON: row.reason,
    }));
  }

  serveRoute(app, 'certificatePerson', async (request) => {
    const auth = requireAuth(request);
    const access = await settingsAccessOf(app.db, auth.personId);
    const personId = request.body.PERSON_ID ?? auth.personId;
    if (personId !== auth.personId && !access.administrator) throw new ApiError(403, CERT_MSG.adminOnly);
    const person = await app.db
      .selectFrom('people as p')
      .leftJoin('departments as d', 'd.id', 'p.department_id')
      .select(['p.id', 'p.first_name', 'p.last_name', 'd.name_th'])
      .where('p.id', '=', personId)
      .executeTakeFirst();
    if (!person) throw new ApiError(404, CERT_MSG.unknownPerson);
    const at = now();
    const certificates = await app.db
      .selectFrom('person_certificates')
      .select(['id', 'serial_hex', 'subject', 'key_type', 'source', 'issued_at', 'not_before', 'not_after', 'revoked_at', 'revoke_reason'])
      .where('person_id', '=', personId)
      .orderBy('issued_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return {
      status: 'success' as const,
      message: CERT_MSG.done,
      person: { PERSON_ID: person.id, NAME: `${person.first_name} ${person.last_name}`, DEPARTMENT: person.name_th },
      canManage: access.administrator,
      items: certificates.map((row) => ({
        CERTIFICATE_ID: row.id,
        SERIAL: row.serial_hex,
        SUBJECT: row.subject,
        KEY_TYPE: row.key_type,
        SOURCE: row.source,
        STATUS: statusOf(row, at),
        ISSUED_AT: iso(row.issued_at)!,
        NOT_BEFORE: iso(row.not_before)!,
        NOT_AFTER: iso(row.not_after)!,
        REVOKED_AT: iso(row.revoked_at),
        REVOKE_REASON: row.revoke_reason,
      })),
      requests: await requestsOf(personId),
    };
  });

  serveRoute(app, 'certificateIssue', async (request) => {
    const by = await administrator(request);
    const b = request.body;
    const issued = await issueCertificateFor(app.db, app.signingVault, b.PERSON_ID, { keyType: b.KEY_TYPE, now: now(), by });
    await record(request, by, 'certificate.issue', { personId: b.PERSON_ID, certificateId: issued.certificateId, serial: issued.serialHex });
    return {
      status: 'success' as const,
      message: CERT_MSG.issued,
      item: { CERTIFICATE_ID: issued.certificateId, SERIAL: issued.serialHex, NOT_AFTER: issued.notAfter.toISOString() },
    };
  });

  serveRoute(app, 'certificateRevoke', async (request) => {
    const by = await administrator(request);
    const reason = request.body.REASON.trim();
    if (reason === '') throw new ApiError(400, CERT_MSG.reasonRequired);
    const revoked = await revokeCertificate(app.db, request.body.CERTIFICATE_ID, { reason, by, now: now() });
    await record(request, by, 'certificate.revoke', {
      certificateId: request.body.CERTIFICATE_ID,
      personId: revoked.personId,
      serial: revoked.serialHex,
      reason,
    });
    return { status: 'success' as const, message: CERT_MSG.revoked };
  });

  serveRoute(app, 'certificateRequests', async (request) => {
    await administrator(request);
    return { status: 'success' as const, message: CERT_MSG.done, items: await requestsOf(null) };
  });

  serveRoute(app, 'certificateRequestCreate', async (request) => {
    const auth = requireAuth(request);
    const created = await app.db
      .insertInto('certificate_requests')
      .values({ person_id: auth.personId, key_type: request.body.KEY_TYPE ?? 'ecdsa-p256', requested_at: now() })
      .onConflict((oc) => oc.column('person_id').where('status', '=', 'pending').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!created) throw new ApiError(409, CERT_MSG.pendingExists);
    await record(request, auth.personId, 'certificate.request', { requestId: created.id });
    return { status: 'success' as const, message: CERT_MSG.requested };
  });

  serveRoute(app, 'certificateRequestDecide', async (request) => {
    const by = await administrator(request);
    const b = request.body;
    const reason = b.REASON?.trim() ?? '';
    if (b.DECISION === 'reject' && reason === '') throw new ApiError(400, CERT_MSG.reasonRequired);
    const row = await app.db
      .selectFrom('certificate_requests')
      .select(['id', 'person_id', 'key_type', 'status'])
      .where('id', '=', b.REQUEST_ID)
      .executeTakeFirst();
    if (!row) throw new ApiError(404, CERT_MSG.unknownRequest);
    if (row.status !== 'pending') throw new ApiError(409, CERT_MSG.requestDecided);
    const at = now();
    if (b.DECISION === 'reject') {
      const updated = await app.db
        .updateTable('certificate_requests')
        .set({ status: 'rejected', decided_by: by, decided_at: at, reason })
        .where('id', '=', row.id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) throw new ApiError(409, CERT_MSG.requestDecided);
      await record(request, by, 'certificate.reject', { requestId: row.id, personId: row.person_id, reason });
      return { status: 'success' as const, message: CERT_MSG.rejected };
    }
    const issued = await issueCertificateFor(app.db, app.signingVault, row.person_id, { keyType: row.key_type, now: at, by });
    await app.db
      .updateTable('certificate_requests')
      .set({ status: 'approved', decided_by: by, decided_at: at, certificate_id: issued.certificateId, reason: reason || null })
      .where('id', '=', row.id)
      .execute();
    await record(request, by, 'certificate.approve', {
      requestId: row.id,
      personId: row.person_id,
      certificateId: issued.certificateId,
      serial: issued.serialHex,
    });
    return { status: 'success' as const, message: CERT_MSG.issued };
  });

  serveRoute(app, 'certificateAutoRules', async (request) => {
    await administrator(request);
    const rules = await app.db
      .selectFrom('certificate_auto_rules as r')
      .leftJoin('departments as d', 'd.id', 'r.department_id')
      .leftJoin('roles as o', 'o.id', 'r.role_id')
      .select(['r.id', 'r.department_id', 'd.name_th as department_name', 'r.role_id', 'o.name_th as role_name', 'r.key_type'])
      .orderBy('r.id')
      .execute();
    const departments = await app.db.selectFrom('departments').select(['id', 'name_th']).orderBy('name_th').orderBy('id').execute();
    const roles = await app.db.selectFrom('roles').select(['id', 'name_th']).orderBy('id').execute();
    return {
      status: 'success' as const,
      message: CERT_MSG.done,
      items: rules.map((rule) => ({
        RULE_ID: rule.id,
        DEPARTMENT_ID: rule.department_id,
        DEPARTMENT_NAME: rule.department_name,
        ROLE_ID: rule.role_id,
        ROLE_NAME: rule.role_name,
        KEY_TYPE: rule.key_type,
      })),
      departments: departments.map((row) => ({ id: row.id, name: row.name_th })),
      roles: roles.map((row) => ({ id: row.id, name: row.name_th })),
    };
  });

  serveRoute(app, 'certificateAutoRuleSave', async (request) => {
    const by = await administrator(request);
    const b = request.body;
    if (b.DEPARTMENT_ID === undefined && b.ROLE_ID === undefined) throw new ApiError(400, CERT_MSG.ruleEmpty);
    if (b.DEPARTMENT_ID !== undefined && !(await app.db.selectFrom('departments').select('id').where('id', '=', b.DEPARTMENT_ID).executeTakeFirst())) {
      throw new ApiError(400, CERT_MSG.unknownDepartment);
    }
    if (b.ROLE_ID !== undefined && !(await app.db.selectFrom('roles').select('id').where('id', '=', b.ROLE_ID).executeTakeFirst())) {
      throw new ApiError(400, CERT_MSG.unknownRole);
    }
    const department = b.DEPARTMENT_ID ?? null;
    const role = b.ROLE_ID ?? null;
    const duplicate = await app.db
      .selectFrom('certificate_auto_rules')
      .select('id')
      .where((eb) => (department === null ? eb('department_id', 'is', null) : eb('department_id', '=', department)))
      .where((eb) => (role === null ? eb('role_id', 'is', null) : eb('role_id', '=', role)))
      .executeTakeFirst();
    if (duplicate) throw new ApiError(409, CERT_MSG.ruleDuplicate);
    const rule = await app.db
      .insertInto('certificate_auto_rules')
      .values({ department_id: department, role_id: role, key_type: b.KEY_TYPE ?? 'ecdsa-p256', created_by: by })
      .returning('id')
      .executeTakeFirstOrThrow();
    const issued = await applyAutoRules(app.db, app.signingVault, now(), rule.id);
    await record(request, by, 'certificate.autoRule', { ruleId: rule.id, departmentId: department, roleId: role, issued });
    return { status: 'success' as const, message: CERT_MSG.ruleSaved(issued) };
  });

  serveRoute(app, 'certificateAutoRuleDelete', async (request) => {
    const by = await administrator(request);
    const deleted = await app.db.deleteFrom('certificate_auto_rules').where('id', '=', request.body.RULE_ID).executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) throw new ApiError(404, CERT_MSG.unknownRule);
    await record(request, by, 'certificate.autoRuleDelete', { ruleId: request.body.RULE_ID });
    return { status: 'success' as const, message: CERT_MSG.ruleDeleted };
  });

  serveRoute(app, 'certificateImport', async (request) => {
    const auth = requireAuth(request);
    const file = decodeFile(request.body.FILE);
    const imported = await importPersonCertificate(app.db, app.signingVault, auth.personId, file, request.body.PASSWORD, now());
    await record(request, auth.personId, 'certificate.import', { certificateId: imported.certificateId, serial: imported.serialHex });
    return { status: 'success' as const, message: CERT_MSG.imported };
  });

  serveRoute(app, 'certificateAuthorityImport', async (request) => {
    const by = await administrator(request);
    const file = decodeFile(request.body.FILE);
    const id = await importAuthority(app.db, app.signingVault, file, request.body.PASSWORD, settings(), now());
    await record(request, by, 'certificate.authorityImport', { authorityId: id, crlUrl: crlUrlOf(app.config.publicUrl) });
    return { status: 'success' as const, message: CERT_MSG.authorityImported };
  });

  serveRoute(app, 'pkiCrl', async (_request, reply) => {
    const der = await currentCrlDer(app.db, app.signingVault, now());
    // Public and cacheable for a short while: relying parties fetch it often.
    return reply.header('content-type', 'application/pkix-crl').header('cache-control', 'public, max-age=300').send(der);
  });
}
