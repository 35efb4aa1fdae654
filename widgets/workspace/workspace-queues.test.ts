/** A workspace queue's settings and entry, and the queue codes a workspace path may name. */
import { describe, expect, it } from 'vitest';
import { QUEUE_REGISTRY } from '../../engine/queues/registry';
import { capabilitiesOf } from '../../engine/tenant/capabilities';
import { listTenantCodes, loadTenant } from '../../server/tenants/load';
import { isQueueCode, workspaceEntryOf, workspaceQueueOf } from './workspace-queues';

describe('workspace queues', () => {
  it("gives each queue the workspace's settings for it", async () => {
    const caps = capabilitiesOf((await loadTenant((await listTenantCodes())[0]!)).manifest);
    for (const queue of caps.workspace.queues) expect(workspaceQueueOf(caps, queue.code)).toBe(queue);
  });

  it("answers a queue the server left out with no letters, in the registry's look", () => {
    const answered = { CODE: 'review' as const, TITLE: 'รอตรวจทาน', COUNT: 3, COLOR: '#000000', ICON: 'x', TABLE_HEADER: 'h', DOCUMENT: 'viewDocument' };
    expect(workspaceEntryOf([answered], 'review')).toBe(answered);
    expect(workspaceEntryOf([answered], 'sign')).toMatchObject({ CODE: 'sign', COUNT: 0, COLOR: QUEUE_REGISTRY.sign.color, ICON: QUEUE_REGISTRY.sign.icon });
  });

  it('knows the registry codes only', () => {
    expect(isQueueCode('unreceived')).toBe(true);
    expect(isQueueCode('toString')).toBe(false);
    expect(isQueueCode('Unreceived')).toBe(false);
    expect(isQueueCode(undefined)).toBe(false);
  });
});
