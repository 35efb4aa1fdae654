/**
 * The destruction calls: the lists, one list, drawing and sending a list (its registry), the
 * committee's decisions and the chair's close, and a list as a file. Paths, methods and schemas
 * are the route table's (engine/api/routes.ts).
 */
import type { FastifyInstance } from 'fastify';
import { sendFile } from '../../../http/file-reply';
import { serveRoute } from '../../../http/serve-route';
import { viewerOf } from '../viewer-of';
import { DESTRUCTION_MSG, drawList, submitList } from './destruction';
import { exportDestruction } from './destruction-export';
import { destructionDetail, destructionLists } from './destruction-read';
import { closeReview, vote } from './destruction-review';

export function registerDestructionRoutes(app: FastifyInstance): void {
  serveRoute(app, 'destructionLists', async (request) => {
    const viewer = await viewerOf(app, request);
    const lists = await destructionLists(app.db, viewer, request.body.F_DEPT_ID);
    return { status: 'success' as const, message: 'สำเร็จ', ...lists };
  });

  serveRoute(app, 'destructionList', async (request) => {
    const viewer = await viewerOf(app, request);
    return { status: 'success' as const, message: 'สำเร็จ', item: await destructionDetail(app.db, viewer, request.body.LIST_ID) };
  });

  serveRoute(app, 'destructionDraw', async (request) => {
    const viewer = await viewerOf(app, request);
    const list = await drawList(app.db, viewer, { ip: request.ip }, request.body.F_DEPT_ID);
    return {
      status: 'success' as const,
      message: DESTRUCTION_MSG.drawn(list.name, list.count),
      LIST_ID: list.listId,
      LIST_NAME: list.name,
      ITEM_COUNT: list.count,
    };
  });

  serveRoute(app, 'destructionSubmit', async (request) => {
    const viewer = await viewerOf(app, request);
    await submitList(app.db, viewer, { ip: request.ip }, request.body.LIST_ID);
    return { status: 'success' as const, message: DESTRUCTION_MSG.submitted };
  });

  serveRoute(app, 'destructionVote', async (request) => {
    const viewer = await viewerOf(app, request);
    const b = request.body;
    await vote(app.db, viewer, { ip: request.ip }, { listId: b.LIST_ID, itemId: b.ITEM_ID, decision: b.DECISION, reason: b.REASON });
    return { status: 'success' as const, message: DESTRUCTION_MSG.voted };
  });

  serveRoute(app, 'destructionClose', async (request) => {
    const viewer = await viewerOf(app, request);
    const result = await closeReview(app.db, viewer, { ip: request.ip, files: app.files.attachments }, request.body.LIST_ID);
    return { status: 'success' as const, message: result.message, DESTROYED: result.destroyed, KEPT: result.kept };
  });

  serveRoute(app, 'destructionExport', async (request, reply) => {
    const viewer = await viewerOf(app, request);
    const file = await exportDestruction(app.db, viewer, request.query.LIST_ID, request.query.format);
    return sendFile(reply, { type: file.media, name: file.fileName, body: file.body });
  });
}
