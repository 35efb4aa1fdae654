/**
 * The workspace's side navigation: its overview and every queue of the registry, in the
 * registry's order, each with its icon, colour, title and number of letters. From the md
 * breakpoint it is lists beside the page (the overview, the queues and the tools, each list
 * named by the heading above it, each link in its own item); below it, a select above the page.
 */
import { useId } from 'react';
import { useNavigate, Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import SpaceDashboardOutlined from '@mui/icons-material/SpaceDashboardOutlined';
import { useTranslation } from 'react-i18next';
import type { QueueCode } from '../../engine/tenant/capabilities';
import { QueueBadgeIcon } from './QueueBadgeIcon';
import { QueueCount } from './QueueCount';
import type { WorkspaceItems } from './use-workspace-items';
import { isWorkspaceTool, WORKSPACE_HOME, workspaceQueuePath, workspaceToolPath, type WorkspaceTool } from './workspace-paths';
import { TOOL_VIEWS } from './workspace-tools';

export interface WorkspaceNavProps {
  workspace: WorkspaceItems;
  /** The queue shown, or null on the overview (or on an unknown queue). */
  current: QueueCode | null;
  /** The tool shown, if any. */
  tool?: WorkspaceTool | null;
  /** The tools this person is offered (toolsFor). */
  tools?: readonly WorkspaceTool[];
}

/** The headings above the queues and the tools; each labels the list below it. */
const SUBHEADER_SX = { lineHeight: 2.5, fontWeight: 700, color: 'text.secondary', borderTop: 1, borderColor: 'divider', bgcolor: 'grey.50' } as const;

/** The select's value of the overview: a string that is no queue code (an empty one would show as "nothing chosen"). */
const OVERVIEW = 'overview';

export function WorkspaceNav({ workspace, current, tool = null, tools = [] }: WorkspaceNavProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'));
  const navigate = useNavigate();
  const { items, counted } = workspace;
  const queuesHeading = useId();
  const toolsHeading = useId();

  const failed = workspace.failed && (
    <Alert
      severity="error"
      sx={{ borderRadius: 0 }}
      action={
        <Button color="inherit" size="small" onClick={workspace.retry}>
          {t('dashboard.retry')}
        </Button>
      }
    >
      {t('dashboard.loadError')}
    </Alert>
  );

  if (narrow) {
    return (
      <Box component="nav" aria-label={t('workspace.navLabel')} data-testid="workspace-nav" sx={{ display: 'grid', gap: 1 }}>
        <TextField
          select
          fullWidth
          size="small"
          label={t('workspace.chooseQueue')}
          value={tool ?? current ?? OVERVIEW}
          onChange={(event) => {
            const value = event.target.value;
            if (value === OVERVIEW) void navigate(WORKSPACE_HOME);
            else if (isWorkspaceTool(value)) void navigate(workspaceToolPath(value));
            else void navigate(workspaceQueuePath(value as QueueCode));
          }}
          slotProps={{ htmlInput: { 'data-testid': 'workspace-nav-select' }, select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 420 } } } } } }}
          sx={{ bgcolor: 'background.paper' }}
        >
          <MenuItem value={OVERVIEW}>{t('workspace.overview')}</MenuItem>
          {items.map(({ queue, entry, title }) => (
            <MenuItem key={queue.code} value={queue.code} data-testid={`workspace-nav-${queue.code}`} data-count={counted ? entry.COUNT : undefined}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, width: '100%', minWidth: 0 }}>
                <QueueBadgeIcon icon={entry.ICON} color={entry.COLOR} size={28} />
                <Typography noWrap sx={{ flex: 1, minWidth: 0 }}>
                  {title}
                </Typography>
                <QueueCount count={entry.COUNT} color={entry.COLOR} known={counted} />
              </Box>
            </MenuItem>
          ))}
          {tools.map((name) => (
            <MenuItem key={name} value={name} data-testid={`workspace-tool-${name}`}>
              {t(`workspace.tool.${name}`)}
            </MenuItem>
          ))}
        </TextField>
        {failed}
      </Box>
    );
  }

  return (
    <Paper
      component="nav"
      variant="outlined"
      aria-label={t('workspace.navLabel')}
      data-testid="workspace-nav"
      sx={{ borderRadius: 3, overflow: 'hidden', position: 'sticky', top: 84, boxShadow: '0 1px 2px rgba(16, 24, 40, 0.06)' }}
    >
      <List disablePadding>
        <ListItem disablePadding>
          <ListItemButton
            component={RouterLink}
            to={WORKSPACE_HOME}
            selected={current === null && tool === null}
            aria-current={current === null && tool === null ? 'page' : undefined}
            data-testid="workspace-nav-overview"
            sx={{ gap: 1.5, py: 1.25, borderLeft: 4, borderColor: current === null && tool === null ? 'primary.main' : 'transparent' }}
          >
            <Box sx={{ display: 'grid', placeItems: 'center', width: 36, height: 36, borderRadius: '50%', bgcolor: 'action.hover', color: 'primary.main' }}>
              <SpaceDashboardOutlined aria-hidden sx={{ fontSize: 20 }} />
            </Box>
            <Typography sx={{ fontWeight: 700 }}>{t('workspace.overview')}</Typography>
          </ListItemButton>
        </ListItem>
      </List>
      <ListSubheader id={queuesHeading} component="div" sx={SUBHEADER_SX}>
        {t('workspace.queuesHeading')}
      </ListSubheader>
      {failed}
      <List disablePadding aria-labelledby={queuesHeading}>
        {items.map(({ queue, entry, title }) => {
          const selected = current === queue.code;
          return (
            <ListItem key={queue.code} disablePadding>
              <ListItemButton
                component={RouterLink}
                to={workspaceQueuePath(queue.code)}
                selected={selected}
                aria-current={selected ? 'page' : undefined}
                aria-label={counted ? t('dashboard.tileLabel', { title, count: entry.COUNT }) : title}
                data-testid={`workspace-nav-${queue.code}`}
                data-count={counted ? entry.COUNT : undefined}
                sx={{ gap: 1.5, py: 0.75, borderLeft: 4, borderColor: selected ? entry.COLOR : 'transparent' }}
              >
                <QueueBadgeIcon icon={entry.ICON} color={entry.COLOR} />
                <Typography sx={{ flex: 1, minWidth: 0, fontSize: '0.95rem', fontWeight: selected ? 700 : 500, lineHeight: 1.35 }}>{title}</Typography>
                <QueueCount count={entry.COUNT} color={entry.COLOR} known={counted} />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
      {tools.length > 0 && (
        <>
          <ListSubheader id={toolsHeading} component="div" sx={SUBHEADER_SX}>
            {t('workspace.toolsHeading')}
          </ListSubheader>
          <List disablePadding aria-labelledby={toolsHeading}>
            {tools.map((name) => {
              const Icon = TOOL_VIEWS[name].icon;
              const selected = tool === name;
              return (
                <ListItem key={name} disablePadding>
                  <ListItemButton
                    component={RouterLink}
                    to={workspaceToolPath(name)}
                    selected={selected}
                    aria-current={selected ? 'page' : undefined}
                    data-testid={`workspace-tool-${name}`}
                    sx={{ gap: 1.5, py: 1, borderLeft: 4, borderColor: selected ? 'primary.main' : 'transparent' }}
                  >
                    <Box
                      sx={{ display: 'grid', placeItems: 'center', width: 36, height: 36, borderRadius: '50%', bgcolor: 'action.hover', color: 'primary.main' }}
                    >
                      <Icon aria-hidden sx={{ fontSize: 20 }} />
                    </Box>
                    <Typography sx={{ fontSize: '0.95rem', fontWeight: selected ? 700 : 500 }}>{t(`workspace.tool.${name}`)}</Typography>
                  </ListItemButton>
                </ListItem>
              );
            })}
          </List>
        </>
      )}
    </Paper>
  );
}
