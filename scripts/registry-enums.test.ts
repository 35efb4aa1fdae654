import { describe, expect, it } from 'vitest';
import { DOCUMENT_ACTIONS, PRESENT_PURPOSES } from '../engine/documents/actions';
import { registrySchemas } from './gen-types';
import { withRegistryEnums } from './registry-enums';

describe('registry enums of the schemas', () => {
  it('the committed schemas hold the registries lists (else npm run gen:types)', async () => {
    for (const { file, current, wanted } of await registrySchemas()) expect(current, file).toBe(wanted);
  });

  it('write the registry list over whatever the schema held, keeping the rest of the file', () => {
    const code = JSON.stringify({ title: 'DocumentActionCode', type: 'string', enum: ['send', 'old'] }, null, 2);
    const written = JSON.parse(withRegistryEnums('schemas/api/document-action-code.schema.json', code)) as { title: string; enum: string[] };
    expect(written).toEqual({ title: 'DocumentActionCode', type: 'string', enum: DOCUMENT_ACTIONS });
    const request = JSON.stringify({ properties: { PURPOSE: { type: 'string', enum: [] }, NOTE: { type: 'string' } } });
    expect(JSON.parse(withRegistryEnums('schemas/api/document-action.request.schema.json', request))).toEqual({
      properties: { PURPOSE: { type: 'string', enum: PRESENT_PURPOSES }, NOTE: { type: 'string' } },
    });
  });

  it('leave other schema files as they are, and refuse a schema without the enum path', () => {
    expect(withRegistryEnums('schemas/api/other.schema.json', '{ "a": 1 }')).toBe('{ "a": 1 }');
    expect(() => withRegistryEnums('schemas/api/document-action.request.schema.json', '{}')).toThrow(/PURPOSE/);
  });
});
