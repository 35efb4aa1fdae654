import { describe, expect, it } from 'vitest';
import { DEFAULT_VIEW_ROLE, VIEW_DOCUMENT_TYPE } from './document-target';
import { plainDocumentId, withoutWorkspaceLinkParams, workspaceLetterPath, workspaceLinkOf, workspaceLinkTarget } from './workspace-link';

const link = (query: string) => workspaceLinkOf(new URLSearchParams(query));

describe('workspace letter links', () => {
  it('reads a plain id of every link kind', () => {
    expect(link('api=email&view=document&docId=42&enc=n')).toEqual({ kind: 'plain', documentId: 42 });
    expect(link('api=line&view=document&docId=7')).toEqual({ kind: 'plain', documentId: 7 });
    expect(link('view=document&docId=9007199254740991')).toEqual({ kind: 'plain', documentId: Number.MAX_SAFE_INTEGER });
  });

  it.each(['1e3', '0x1', ' 1', '1 ', '1.5', '', '-1', '0', '01', '+1', '١', '9007199254740992', 'abc'])('refuses the plain id %j', (docId) => {
    expect(link(`api=email&view=document&docId=${encodeURIComponent(docId)}&enc=n`)).toEqual({ kind: 'invalid' });
    expect(plainDocumentId(docId)).toBeNull();
  });

  it('refuses a link without docId', () => {
    expect(link('api=email&view=document&enc=n')).toEqual({ kind: 'invalid' });
  });

  it('passes a token on untouched when enc=y, and refuses an empty or overlong one', () => {
    expect(link('api=email&view=document&docId=a-b_c%2Bd&enc=y')).toEqual({ kind: 'encoded', token: 'a-b_c+d' });
    // A token is opaque: even digits are a token when the link says so.
    expect(link('api=email&view=document&docId=42&enc=y')).toEqual({ kind: 'encoded', token: '42' });
    expect(link('api=email&view=document&docId=&enc=y')).toEqual({ kind: 'invalid' });
    expect(link(`api=email&view=document&docId=${'x'.repeat(301)}&enc=y`)).toEqual({ kind: 'invalid' });
  });

  it('only enc=y exactly marks a token', () => {
    expect(link('view=document&docId=42&enc=Y')).toEqual({ kind: 'plain', documentId: 42 });
    expect(link('view=document&docId=42&enc=yes')).toEqual({ kind: 'plain', documentId: 42 });
  });

  it('is no link without view=document', () => {
    expect(link('')).toBeNull();
    expect(link('docId=42&enc=n')).toBeNull();
    expect(link('view=other&docId=42')).toBeNull();
  });

  it('opens the letter outside any queue', () => {
    expect(workspaceLinkTarget(42)).toEqual({ documentId: 42, transId: null, type: VIEW_DOCUMENT_TYPE, role: DEFAULT_VIEW_ROLE });
  });

  it('drops only the link parameters', () => {
    expect(withoutWorkspaceLinkParams(new URLSearchParams('api=email&view=document&docId=42&enc=n&lang=en')).toString()).toBe('lang=en');
  });

  it('builds the address of a letter that the workspace reads back as the same letter', () => {
    const path = workspaceLetterPath(42);
    expect(path).toBe('/sarabun?view=document&docId=42');
    expect(workspaceLinkOf(new URLSearchParams(path.split('?')[1]))).toEqual({ kind: 'plain', documentId: 42 });
  });
});
