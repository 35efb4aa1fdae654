import { describe, expect, it } from 'vitest';
import {
  afterDocumentClose,
  bookRowTarget,
  DEFAULT_VIEW_ROLE,
  idOf,
  notificationLink,
  notificationTarget,
  queueRowTarget,
  REOPEN_AFTER_RECEIVE_MS,
  VIEW_DOCUMENT_TYPE,
  withoutLinkParams,
} from './document-target';

describe('document targets', () => {
  it('reads positive whole ids only', () => {
    expect(idOf(12)).toBe(12);
    expect(idOf('34')).toBe(34);
    expect([idOf(0), idOf(-1), idOf(1.5), idOf(''), idOf('abc'), idOf(null), idOf(undefined), idOf('1e400')]).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('opens a queue row with the queue modal type and role', () => {
    expect(queueRowTarget({ F_DOC_ID: 5, F_TRANS_ID: 9 }, 'presentDocument', 'review')).toEqual({
      documentId: 5,
      transId: 9,
      type: 'presentDocument',
      role: 'review',
    });
    expect(queueRowTarget({ F_DOC_ID: 5, F_TRANS_ID: 9 }, '', 'review')?.type).toBe(VIEW_DOCUMENT_TYPE);
  });

  it('treats a row without ids as nothing selected', () => {
    expect(queueRowTarget(null, 'viewDocument', 'review')).toBeNull();
    expect(queueRowTarget({ F_DOC_ID: 5 }, 'viewDocument', 'review')).toBeNull();
    expect(queueRowTarget({ F_TRANS_ID: 5 }, 'viewDocument', 'review')).toBeNull();
    expect(bookRowTarget({ F_TRANS_ID: 3 })).toBeNull();
  });

  it('views a book row, with or without its routing step', () => {
    expect(bookRowTarget({ F_DOC_ID: 7, F_TRANS_ID: 8 })).toEqual({ documentId: 7, transId: 8, type: VIEW_DOCUMENT_TYPE, role: DEFAULT_VIEW_ROLE });
    expect(bookRowTarget({ F_DOC_ID: 7, F_TRANS_ID: null })?.transId).toBeNull();
  });

  it('reads a notification link, with the role when it is a plain word', () => {
    const link = notificationLink(new URLSearchParams('t=11&d=22'));
    expect(link).toEqual({ notificationId: 22, transId: 11, role: DEFAULT_VIEW_ROLE });
    expect(notificationLink(new URLSearchParams('t=11&d=22&role=unreceived'))?.role).toBe('unreceived');
    expect(notificationLink(new URLSearchParams('t=11&d=22&role=<x>'))?.role).toBe(DEFAULT_VIEW_ROLE);
    expect(notificationLink(new URLSearchParams('d=22'))).toBeNull();
    expect(notificationLink(new URLSearchParams('t=x&d=22'))).toBeNull();
    // d is the notification: the letter is the one marking it read answers.
    expect(notificationTarget(link!, { F_DOC_ID: 7, F_TRANS_ID: 9 })).toEqual({ documentId: 7, transId: 9, type: VIEW_DOCUMENT_TYPE, role: DEFAULT_VIEW_ROLE });
    expect(notificationTarget(link!, { F_DOC_ID: 7, F_TRANS_ID: null })?.transId).toBe(11);
    expect(notificationTarget(link!, { F_DOC_ID: null, F_TRANS_ID: 9 })).toBeNull();
    expect(notificationTarget(link!, null)).toBeNull();
  });

  it('drops only the link parameters', () => {
    expect(withoutLinkParams(new URLSearchParams('t=1&d=2&role=r&lang=th')).toString()).toBe('lang=th');
  });
});

describe('after the document modal closes', () => {
  it('does nothing when nothing changed', () => {
    expect(afterDocumentClose({ changed: false, receivedSame: false })).toEqual({ reopenAfterMs: null });
  });

  it('reopens nothing after another action (the action refreshed the counts: use-document-action.test.tsx)', () => {
    expect(afterDocumentClose({ changed: true, receivedSame: false })).toEqual({ reopenAfterMs: null });
  });

  it('reopens the letter 500 ms after a received-same close', () => {
    expect(REOPEN_AFTER_RECEIVE_MS).toBe(500);
    expect(afterDocumentClose({ changed: true, receivedSame: true })).toEqual({ reopenAfterMs: 500 });
    expect(afterDocumentClose({ changed: false, receivedSame: true })).toEqual({ reopenAfterMs: 500 });
  });
});
