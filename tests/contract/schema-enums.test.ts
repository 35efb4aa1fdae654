/**
 * JSON Schemas cannot import the engine's lists, so the enums they repeat are held to them
 * here: a queue or an action added on one side only fails this test instead of being refused
 * by manifest validation or by the server's input check.
 *
 * - queueCode (schemas/tenant.schema.json, what manifests may list) = the queue registry's codes;
 * - the action codes (schemas/api/document-action-code.schema.json, the ACTION of document-action
 *   and the ACTIONS get-document answers) and PURPOSE of document-action = the shared lists.
 */
import { describe, expect, it } from 'vitest';
import actionCodeSchema from '../../schemas/api/document-action-code.schema.json';
import actionSchema from '../../schemas/api/document-action.request.schema.json';
import documentReplySchema from '../../schemas/api/document.reply.schema.json';
import tenantSchema from '../../schemas/tenant.schema.json';
import { DOCUMENT_ACTIONS, PRESENT_PURPOSES } from '../../engine/documents/actions';
import { QUEUE_CODES } from '../../engine/queues/registry';

describe('schema enums equal the engine lists', () => {
  it('queueCode in the tenant schema is the queue registry, in its order', () => {
    expect(tenantSchema.definitions.queueCode.enum).toEqual(QUEUE_CODES);
  });

  it('the action codes are the action list, in its order, for document-action and get-document alike', () => {
    expect(actionCodeSchema.enum).toEqual([...DOCUMENT_ACTIONS]);
    expect(actionSchema.properties.ACTION).toEqual({ $ref: 'document-action-code.schema.json' });
    expect(documentReplySchema.properties.item.properties.actions.items.properties.ACTIONS.items).toEqual({ $ref: 'document-action-code.schema.json' });
  });

  it('PURPOSE of document-action is the present purposes, in their order', () => {
    expect(actionSchema.properties.PURPOSE.enum).toEqual([...PRESENT_PURPOSES]);
  });
});
