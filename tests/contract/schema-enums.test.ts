/**
 * JSON Schemas cannot import the engine's lists, so the enums they repeat are held to them
 * here: a queue added on one side only fails this test instead of being refused by manifest
 * validation.
 *
 * - queueCode (schemas/tenant.schema.json, what manifests may list) = the queue registry's codes.
 *
 * The action codes and PURPOSE are written into their schemas from the action registry by
 * `npm run gen:types` (scripts/registry-enums.ts), so no test holds those lists equal; what is
 * checked here is that every schema naming an action uses that one enum.
 */
import { describe, expect, it } from 'vitest';
import actionSchema from '../../schemas/api/document-action.request.schema.json';
import documentReplySchema from '../../schemas/api/document.reply.schema.json';
import tenantSchema from '../../schemas/tenant.schema.json';
import { QUEUE_CODES } from '../../engine/queues/registry';

describe('schema enums equal the engine lists', () => {
  it('queueCode in the tenant schema is the queue registry, in its order', () => {
    expect(tenantSchema.definitions.queueCode.enum).toEqual(QUEUE_CODES);
  });

  it('document-action and get-document name an action by the generated action-code enum', () => {
    expect(actionSchema.properties.ACTION).toEqual({ $ref: 'document-action-code.schema.json' });
    expect(documentReplySchema.properties.item.properties.actions.items.properties.ACTIONS.items).toEqual({ $ref: 'document-action-code.schema.json' });
  });
});
