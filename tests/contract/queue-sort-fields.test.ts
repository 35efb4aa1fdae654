/**
 * The queue grid offers sorting only on columns the server can order by: the client's list
 * (engine/portal/queue-columns.ts) must be the server's (todo-page.ts), or a header would
 * promise an order the server silently ignores.
 */
import { describe, expect, it } from 'vitest';
import { SERVER_SORT_FIELDS } from '../../engine/portal/queue-columns';
import { TODO_SORT_FIELDS } from '../../server/modules/correspondence/queues/todo-page';

describe('queue sort fields', () => {
  it('are the same on the client and the server', () => {
    expect([...SERVER_SORT_FIELDS].sort()).toEqual([...TODO_SORT_FIELDS].sort());
  });
});
