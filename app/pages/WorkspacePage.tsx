/**
 * The registry workspace (route /sarabun): every work queue of the registry, whatever the
 * tenant's dashboard shows. The side navigation lists the twelve queues with their counts; the
 * home (/sarabun) shows where letters wait, and /sarabun/queue/:code one queue's letters
 * inline, in the same grid as the dashboard's queue modal. A row opens the document modal as
 * on the dashboard. The tools (workspace-paths.ts) follow the queues; people who keep a
 * department's registers also find the register tools:
 * registering a letter that arrived on paper or by e-mail (/sarabun/register-incoming) and the
 * registers themselves (/sarabun/registers).
 *
 * Links to a letter from e-mail, LINE, notifications and history land here
 * (/sarabun?api=…&view=document&docId=…&enc=…): the letter opens at once, and the link's
 * parameters leave the address so a reload or Back does not open it again.
 */
import { lazy, Suspense } from 'react';
import { Navigate, useMatch } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { DashboardDocuments } from '../../widgets/dashboard/DashboardDocuments';
import { useDocumentOpener } from '../../widgets/dashboard/use-document-opener';
import { LetterLinkNotice } from '../../widgets/workspace/LetterLinkNotice';
import { UnknownQueue } from '../../widgets/workspace/UnknownQueue';
import { useLetterLink } from '../../widgets/workspace/use-letter-link';
import { useWorkspaceItems } from '../../widgets/workspace/use-workspace-items';
import { WorkspaceHeading } from '../../widgets/workspace/WorkspaceHeading';
import { WorkspaceNav } from '../../widgets/workspace/WorkspaceNav';
import { WorkspaceOverview } from '../../widgets/workspace/WorkspaceOverview';
import { QUEUE_PAGE_PATTERN, toolAt, toolsFor, WORKSPACE_HOME } from '../../widgets/workspace/workspace-paths';
import { useRegisterDepartments } from '../../widgets/workspace/workspace-queries';
import { TOOL_VIEWS } from '../../widgets/workspace/workspace-tools';
import { isQueueCode } from '../../widgets/workspace/workspace-queues';

// A queue's page carries MUI X DataGrid: it loads when a queue is opened, not with the home (so do the tools).
const WorkspaceQueue = lazy(() => import('../../widgets/workspace/WorkspaceQueue').then((m) => ({ default: m.WorkspaceQueue })));

export default function WorkspacePage() {
  const { t } = useTranslation();
  const opener = useDocumentOpener();
  const link = useLetterLink(opener.open);
  const workspace = useWorkspaceItems();
  const home = useMatch(WORKSPACE_HOME);
  const queuePage = useMatch(`${WORKSPACE_HOME}/${QUEUE_PAGE_PATTERN}`);
  const toolPage = useMatch(`${WORKSPACE_HOME}/:tool`);
  const departments = useRegisterDepartments();
  const keepsRegisters = (departments.data?.length ?? 0) > 0;
  const tools = toolsFor(keepsRegisters);
  // A registry tool opened by someone who keeps no register explains why it cannot be used.
  const tool = toolAt(toolPage?.params.tool);
  const ToolPage = tool ? TOOL_VIEWS[tool].page : null;
  // Any other address below the workspace is its home.
  if (!home && !queuePage && !tool) return <Navigate to={WORKSPACE_HOME} replace />;

  const code = queuePage?.params.code;
  const known = isQueueCode(code) ? code : null;
  const item = known ? workspace.items.find((entry) => entry.queue.code === known) : undefined;

  return (
    <Box data-testid="workspace" sx={{ display: 'flex', flexDirection: 'column', gap: { xs: 2, md: 3 } }}>
      <WorkspaceHeading queueTitle={tool ? t(`workspace.tool.${tool}`) : (item?.title ?? null)} />
      <LetterLinkNotice state={link.state} onDismiss={link.dismiss} />
      <Box sx={{ display: 'grid', gap: { xs: 2, md: 3 }, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '300px minmax(0, 1fr)' }, alignItems: 'start' }}>
        <WorkspaceNav workspace={workspace} current={known} tool={tool} tools={tools} />
        <Box sx={{ minWidth: 0 }}>
          {ToolPage ? (
            <Suspense fallback={<Skeleton variant="rounded" height={560} sx={{ borderRadius: 3 }} />}>
              <ToolPage departments={departments.data ?? []} loading={departments.isPending} onOpenDocument={opener.open} />
            </Suspense>
          ) : code === undefined ? (
            <WorkspaceOverview workspace={workspace} />
          ) : item ? (
            <Suspense fallback={<Skeleton variant="rounded" height={560} sx={{ borderRadius: 3 }} />}>
              {/* A fresh search, filter and page for every queue opened. */}
              <WorkspaceQueue key={item.queue.code} item={item} onOpenDocument={opener.open} />
            </Suspense>
          ) : (
            <UnknownQueue code={code} />
          )}
        </Box>
      </Box>
      <DashboardDocuments opener={opener} />
    </Box>
  );
}
