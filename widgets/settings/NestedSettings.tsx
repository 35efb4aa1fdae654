/**
 * The pages nested below one record of a parent page (/settings/{menuID}/{parent}/{segment}/{id}),
 * e.g. a permission group's menu grants and its settings-page grants: each granted page's grid,
 * one below the other, every call limited to that parent record (settings-scope.ts). The heading
 * says where the person is: settings › parent page › the parent record's name › this page. A
 * parent record that does not exist (or was deleted) says so instead of showing empty grids.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { rowLabel } from './settings-columns';
import { settingsPagePath } from './settings-paths';
import { SettingsLayout } from './SettingsLayout';
import { SettingsList } from './SettingsList';
import type { SettingsNavGroup } from './SettingsNav';
import { useParentRecord } from './settings-queries';
import { SettingsScopeContext } from './settings-scope';
import type { SettingsView } from './settings-view';

export interface NestedSettingsProps {
  menuID: string;
  view: Extract<SettingsView, { kind: 'nested' }>;
  groups: readonly SettingsNavGroup[];
}

export function NestedSettings({ menuID, view, groups }: NestedSettingsProps) {
  const { t } = useTranslation();
  const { parent, parentId, pages } = view;
  const record = useParentRecord(parent.page, parentId);
  const parentTitle = t(parent.titleKey);
  const parentName = record.data ? rowLabel(t, parent, record.data) || String(parentId) : String(parentId);
  const trail = [{ label: parentTitle, to: settingsPagePath(menuID, parent.page) }, { label: parentName }];
  return (
    <SettingsLayout menuID={menuID} pageTitle={t(pages[0]!.declaration.titleKey)} groups={groups} current={parent.page} trail={trail}>
      {record.isError ? (
        <Alert
          severity="warning"
          data-testid="settings-parent-missing"
          action={
            <Button color="inherit" size="small" component={RouterLink} to={settingsPagePath(menuID, parent.page)}>
              {t('settings.nested.back', { title: parentTitle })}
            </Button>
          }
        >
          {record.error.message || t('settings.nested.parentMissing')}
        </Alert>
      ) : record.isPending ? (
        // The grids wait for the parent record, so a parent that is gone never shows them.
        <Skeleton variant="rounded" height={420} sx={{ borderRadius: 3 }} data-testid="settings-loading" />
      ) : (
        <SettingsScopeContext.Provider value={parentId}>
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: { xs: 2, md: 3 } }} data-testid="settings-nested" data-parent={String(parentId)}>
            {pages.map(({ declaration, canWrite }) => (
              // A fresh search, page and dialog for every parent record opened.
              <SettingsList key={`${declaration.page}-${String(parentId)}`} declaration={declaration} canWrite={canWrite} title={t(declaration.titleKey)} />
            ))}
          </Box>
        </SettingsScopeContext.Provider>
      )}
    </SettingsLayout>
  );
}
