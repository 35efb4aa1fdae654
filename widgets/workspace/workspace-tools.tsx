/**
 * What each workspace tool shows: its menu icon and its page. Pages load when the tool is
 * opened, not with the workspace's home (several carry MUI X DataGrid or charts). Every page
 * takes the same props, so the workspace renders any tool the same way.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type SvgIcon from '@mui/material/SvgIcon';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import PostAddOutlined from '@mui/icons-material/PostAddOutlined';
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
  registerIncoming: {
    icon: PostAddOutlined,
    page: lazy(() => import('./RegisterIncoming').then((m) => ({ default: m.RegisterIncoming }))),
  },
  registers: {
    icon: MenuBookOutlined,
    page: lazy(() => import('./WorkspaceRegisters').then((m) => ({ default: m.WorkspaceRegisters }))),
  },
};
