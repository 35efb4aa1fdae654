// @vitest-environment jsdom
/**
 * A document action refreshes what it changed, itself: after the server has done it, the
 * dashboard's queries (tiles, queue pages, book cards) are invalidated; other cached data is
 * not, and a refused action invalidates nothing.
 */
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { documentCalls } from '../../engine/api/document-calls';
import { ROUTES } from '../../engine/api/routes';
import { dashboardKeys } from '../dashboard/query-keys';
import { fakeServer, ok, type Answer } from '../test-support/fake-server';
import { documentKeys } from './document-query-keys';
import { useDocumentAction } from './use-document-action';

const DOC_ID = 9;
const DONE: Answer = ok({
  message: 'ลงรับเรียบร้อยแล้ว',
  item: { F_DOC_ID: DOC_ID, F_TRANS_ID: 71, STATE: 'received', NEW_TRANS_IDS: [], RECEIVE_NO: 12, F_DOC_NO: null, DONE_AT: '2026-11-24T03:00:00.000Z' },
});
const REFUSED: Answer = { status: 409, body: { status: 'error', message: 'ขั้นตอนนี้ดำเนินการไปแล้ว' } };

afterEach(cleanup);

function setUp(answer: Answer) {
  const server = fakeServer({ [ROUTES.documentAction.path]: () => answer });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // What the dashboard and the modal have cached when the action is sent.
  const cached = [dashboardKeys.tiles(''), dashboardKeys.books(), documentKeys.detail(DOC_ID), documentKeys.recipients()];
  for (const key of cached) queryClient.setQueryData(key, { cached: true });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  const { result } = renderHook(() => useDocumentAction(documentCalls(server.api)), { wrapper });
  const invalidated = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated ?? false;
  return { result, server, invalidated };
}

describe('useDocumentAction', () => {
  it('after the server has done the action, refreshes the dashboard, nothing else', async () => {
    const { result, server, invalidated } = setUp(DONE);
    const reply = await result.current.mutateAsync({ ACTION: 'receive', F_TRANS_ID: 71 });
    expect(reply.status).toBe('success');
    expect(server.sentTo(ROUTES.documentAction.path)[0]!.get('ACTION')).toBe('receive');
    expect(invalidated(dashboardKeys.tiles(''))).toBe(true);
    expect(invalidated(dashboardKeys.books())).toBe(true);
    expect(invalidated(documentKeys.detail(DOC_ID))).toBe(false);
    expect(invalidated(documentKeys.recipients())).toBe(false);
  });

  it('a refused action refreshes nothing (it changed nothing)', async () => {
    const { result, invalidated } = setUp(REFUSED);
    const reply = await result.current.mutateAsync({ ACTION: 'receive', F_TRANS_ID: 71 });
    expect(reply).toMatchObject({ status: 'error', message: 'ขั้นตอนนี้ดำเนินการไปแล้ว' });
    expect(invalidated(dashboardKeys.tiles(''))).toBe(false);
    expect(invalidated(documentKeys.detail(DOC_ID))).toBe(false);
  });
});
