/**
 * Each integer field of a request schema (schemas/api) has the range of the column it is
 * stored in or looked up by, read from the migrated database: `integer` columns end at
 * 2147483647, `bigint` ids at 2^53−1 (the largest integer JavaScript holds exactly). A larger
 * value must be refused by the schema, not by the database after an id was taken. A new
 * integer field fails here until it is listed with its column (or as a plain number).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test-support/test-db';
import { API_SCHEMAS_DIR } from './api-schemas';

interface Property {
  type?: string | string[];
  enum?: unknown[];
  items?: Property;
  minimum?: number;
  maximum?: number;
}

/** "<schema> <field>" -> the column its value is stored in or compared with; null: a count, not an id. */
const COLUMNS: Record<string, string | null> = {
  'create-document.request F_DOC_TYPE_ID': 'documents.doc_type_id',
  'create-document.request F_DOC_SPEED_ID': 'documents.speed_id',
  'create-document.request F_DOC_SECRET_ID': 'documents.secret_id',
  'create-document.request F_SENDER_TYPE_ID': 'documents.sender_type_id',
  'create-document.request F_CATEGORY_ID': 'documents.category_id',
  'create-document.request F_COMMAND_TYPE_ID': 'documents.command_type_id',
  'document-action.request F_JOB_TYPE_ID': 'transactions.job_type_id',
  'document-action.request F_SIGN_TYPE_ID': 'transactions.sign_type_id',
  'create-document.request F_DEPT_ID': 'documents.owner_department_id',
  'document-action.request F_TRANS_ID': 'transactions.id',
  'document-action.request TO_PERSON_IDS': 'transactions.to_person_id',
  'document-action.request TO_DEPT_IDS': 'transactions.to_department_id',
  'document-action.request SIGN_ATTACHMENT_IDS': 'attachments.id',
  'document-id.request F_DOC_ID': 'documents.id',
  'certificate-person.request PERSON_ID': 'person_certificates.person_id',
  'certificate-issue.request PERSON_ID': 'person_certificates.person_id',
  'certificate-revoke.request CERTIFICATE_ID': 'person_certificates.id',
  'certificate-request-decide.request REQUEST_ID': 'certificate_requests.id',
  'account-request-decide.request REQUEST_ID': 'account_requests.id',
  'account-request-decide.request F_DEPT_ID': 'people.department_id',
  'sign-up.request F_DEPT_ID': 'account_requests.department_id',
  'certificate-auto-rule-save.request DEPARTMENT_ID': 'certificate_auto_rules.department_id',
  'certificate-auto-rule-save.request ROLE_ID': 'certificate_auto_rules.role_id',
  'certificate-auto-rule-delete.request RULE_ID': 'certificate_auto_rules.id',
  'get-todo-list.request organization_id': 'transactions.to_department_id',
  'get-todo-list.request page': null,
  'get-todo-list.request pageSize': null,
  'get-todo-list.request perpage': null,
  'get-todo-list.request limit': null,
  'get-todo-list.request offset': null,
  'notification-read.request NN_RECEIVE_ID': 'notifications.id',
  'upload-attachment.query F_DOC_ID': 'attachments.document_id',
  'manual-file-upload.query id': 'manuals.id',
  'register-list.request F_DEPT_ID': 'register_entries.department_id',
  'register-export.request F_DEPT_ID': 'register_entries.department_id',
  'register-export.request YEAR': null,
  'register-list.request YEAR': null,
  'report-summary.request F_DEPT_ID': 'register_entries.department_id',
  'report-summary.request YEAR': null,
  'report-export.request F_DEPT_ID': 'register_entries.department_id',
  'report-export.request YEAR': null,
  'register-list.request page': null,
  'register-list.request pageSize': null,
  'usage-history.request page': null,
  'usage-history.request pageSize': null,
  'notification-list.request page': null,
  'notification-list.request pageSize': null,
  'search-documents.request F_DOC_TYPE_ID': 'documents.doc_type_id',
  'search-documents.request F_DOC_SPEED_ID': 'documents.speed_id',
  'search-documents.request F_DOC_SECRET_ID': 'documents.secret_id',
  'search-documents.request F_DEPT_ID': 'documents.owner_department_id',
  'search-documents.request page': null,
  'search-documents.request pageSize': null,
  'settings-list.request page': null,
  'filing-list.request F_DEPT_ID': 'filings.department_id',
  'filing-list.request YEAR': null,
  'filing-list.request page': null,
  'filing-list.request pageSize': null,
  'filing-export.request F_DEPT_ID': 'filings.department_id',
  'filing-export.request YEAR': null,
  'filing-retention.request F_DOC_ID': 'filings.document_id',
  'filing-retention.request F_DEPT_ID': 'filings.department_id',
  'filing-retention.request RETENTION_YEARS': null,
  'register-remark.request F_DEPT_ID': 'register_entries.department_id',
  'register-remark.request YEAR': null,
  'register-remark.request NUMBER': 'register_entries.number',
  'destruction-lists.request F_DEPT_ID': 'destruction_lists.department_id',
  'destruction-draw.request F_DEPT_ID': 'destruction_lists.department_id',
  'destruction-list.request LIST_ID': 'destruction_lists.id',
  'destruction-submit.request LIST_ID': 'destruction_lists.id',
  'destruction-close.request LIST_ID': 'destruction_lists.id',
  'destruction-export.request LIST_ID': 'destruction_lists.id',
  'destruction-vote.request LIST_ID': 'destruction_lists.id',
  'destruction-vote.request ITEM_ID': 'destruction_items.id',
  'letter-save.request F_DOC_ID': 'letter_versions.document_id',
  'letter-versions.request F_DOC_ID': 'letter_versions.document_id',
  'letter-pdf.request F_DOC_ID': 'letter_versions.document_id',
  'letter-pdf.request VERSION': 'letter_versions.version_no',
  'signed-history.request PAGE': null,
  'signed-file.request SIGNATURE_ID': 'letter_signatures.id',
};

const RANGE_OF_TYPE: Record<string, number> = { smallint: 32_767, integer: 2_147_483_647, bigint: Number.MAX_SAFE_INTEGER };

/** Integer fields (and lists of integers) of the request schemas; a fixed set of values (enum) bounds itself. */
function integerFields(): Map<string, Property> {
  const fields = new Map<string, Property>();
  for (const file of readdirSync(API_SCHEMAS_DIR).filter((f) => /\.(request|query)\.schema\.json$/.test(f))) {
    const schema = JSON.parse(readFileSync(path.join(API_SCHEMAS_DIR, file), 'utf8')) as { properties?: Record<string, Property> };
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      const element = property.items ?? property;
      const types = ([] as string[]).concat(element.type ?? []);
      if (types.includes('integer') && !element.enum) fields.set(`${file.replace('.schema.json', '')} ${name}`, element);
    }
  }
  return fields;
}

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.close());

describe('integer fields of the request schemas', () => {
  it('are each listed with their column', () => {
    expect([...integerFields().keys()].sort()).toEqual(Object.keys(COLUMNS).sort());
  });

  it("end where their column's type ends (read from the migrated database)", async () => {
    for (const [field, property] of integerFields()) {
      const column = COLUMNS[field];
      if (!column) {
        expect(property.maximum, field).toBeLessThanOrEqual(RANGE_OF_TYPE.integer!);
        continue;
      }
      const [table, name] = column.split('.');
      const { rows } = await sql<{
        data_type: string;
      }>`SELECT data_type FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ${table} AND column_name = ${name}`.execute(
        database.db,
      );
      expect(rows, column).toHaveLength(1);
      expect(property.maximum, `${field} (${column}: ${rows[0]!.data_type})`).toBe(RANGE_OF_TYPE[rows[0]!.data_type]);
      expect(property.minimum, field).toBe(1);
    }
  });
});
