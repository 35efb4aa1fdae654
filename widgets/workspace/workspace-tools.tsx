/**
 * What each workspace tool shows: its menu icon and its page. Pages load when the tool is
 * opened, not with the workspace's home (several carry MUI X DataGrid or charts). Every page
 * takes the same props, so the workspace renders any tool the same way.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type SvgIcon from '@mui/material/SvgIcon';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import ManageSearchOutlined from '@mui/icons-material/ManageSearchOutlined';
import PostAddOutlined from '@mui/icons-material/PostAddOutlined';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import DeleteSweepOutlined from '@mui/icons-material/DeleteSweepOutlined';
import type { DocumentTarget } from '../../engine/portal/document-target';
import type { WorkspaceTool } from './workspace-paths';
import type { RegisterDepartment } from './workspace-queries';

export interface WorkspaceToolProps {
  /** The departments whose registers the person keeps (empty for most staff). */
  departments: RegisterDepartment[];
  /** The departments are still loading. */
  loading: boolean;
  /** Opens a letter in the document modal, as a queue row does. */
  onOpenDocument: (target: DocumentTarget | null) => Promise<void>;
}

interface ToolView {
  icon: typeof SvgIcon;
  page: LazyExoticComponent<ComponentType<WorkspaceToolProps>>;
}

export const TOOL_VIEWS: Record<WorkspaceTool, ToolView> = {
  newLetter: {
    icon: EditNoteOutlined,
    page: lazy(() => import('./NewLetter').then((m) => ({ default: m.NewLetter }))),
  },
  registerIncoming: {
    icon: PostAddOutlined,
    page: lazy(() => import('./RegisterIncoming').then((m) => ({ default: m.RegisterIncoming }))),
  },
  registers: {
    icon: MenuBookOutlined,
    page: lazy(() => import('./WorkspaceRegisters').then((m) => ({ default: m.WorkspaceRegisters }))),
  },
  filing: {
    icon: Inventory2Outlined,
    page: lazy(() => import('./WorkspaceFiling').then((m) => ({ default: m.WorkspaceFiling }))),
  },
  destruction: {
    icon: DeleteSweepOutlined,
    page: lazy(() => import('./WorkspaceDestruction').then((m) => ({ default: m.WorkspaceDestruction }))),
  },
  books: {
    icon: CampaignOutlined,
    page: lazy(() => import('./BookList').then((m) => ({ default: m.BookList }))),
  },
  documents: {
    icon: ManageSearchOutlined,
    page: lazy(() => import('./DocumentSearch').then((m) => ({ default: m.DocumentSearch }))),
  },
  reports: {
    icon: AssessmentOutlined,
    page: lazy(() => import('./WorkspaceReports').then((m) => ({ default: m.WorkspaceReports }))),
  },
  notifications: {
    icon: NotificationsNoneOutlined,
    page: lazy(() => import('./AllNotifications').then((m) => ({ default: m.AllNotifications }))),
  },
  history: {
    icon: HistoryOutlined,
    page: lazy(() => import('./UsageHistory').then((m) => ({ default: m.UsageHistory }))),
  },
};
