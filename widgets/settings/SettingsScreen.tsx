/**
 * The settings screen (route /settings/:menuID/*): every settings page is a declaration
 * (engine/settings/pages), listed in the side navigation when the server says this person may
 * open it. /settings/{menuID} is the settings home, /settings/{menuID}/{page} a page's records;
 * /settings/{menuID}/{page}/{segment}/{id} the pages nested below one of its records (NestedSettings);
 * a declared page without the permission shows a refusal (the server answers its calls with 403
 * anyway), and any other address below the settings says it is not found, inside the settings.
 */
import { useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { SettingsHome } from './SettingsHome';
import { SettingsLayout } from './SettingsLayout';
import { SettingsList } from './SettingsList';
import { AuditChainCheck } from './AuditChainCheck';
import { NestedSettings } from './NestedSettings';
import { SettingsNotFound } from './SettingsNotFound';
import { CertificateSettings } from './CertificateSettings';
import { SettingsRefusal } from './SettingsRefusal';
import { settingsSegments } from './settings-paths';
import { useSettingsPages } from './settings-queries';
import { navGroups, settingsView } from './settings-view';

export function SettingsScreen() {
  const { t } = useTranslation();
  const params = useParams();
  const menuID = params.menuID ?? '';
  const segments = settingsSegments(params['*']);
  const pages = useSettingsPages();

  if (!pages.data) {
    const declared = segments.length === 1 ? segments[0]! : null;
    return (
      <SettingsLayout menuID={menuID} pageTitle={null} groups={null} current={declared}>
        {pages.isError ? (
          <Alert
            severity="error"
            data-testid="settings-pages-error"
            action={
              <Button color="inherit" size="small" onClick={() => void pages.refetch()}>
                {t('dashboard.retry')}
              </Button>
            }
          >
            {pages.error.message || t('dashboard.loadError')}
          </Alert>
        ) : (
          <Skeleton variant="rounded" height={420} sx={{ borderRadius: 3 }} data-testid="settings-loading" />
        )}
      </SettingsLayout>
    );
  }

  const view = settingsView(segments, pages.data);
  const groups = navGroups(pages.data);
  if (view.kind === 'nested') return <NestedSettings menuID={menuID} view={view} groups={groups} />;
  const declaration = view.kind === 'page' || view.kind === 'refused' ? view.declaration : null;
  const pageTitle = declaration ? t(declaration.titleKey) : view.kind === 'certificates' ? t(view.page.titleKey) : null;
  const current = declaration?.page ?? (view.kind === 'certificates' ? view.page.segment : null);
  return (
    <SettingsLayout menuID={menuID} pageTitle={pageTitle} groups={groups} current={current}>
      {view.kind === 'home' && <SettingsHome menuID={menuID} groups={groups} />}
      {/* A fresh search, page and dialog for every settings page opened. */}
      {/* The audit page of the system's actions also verifies the audit trail's chains. */}
      {view.kind === 'page' && view.declaration.page === 'activity-system-log' && <AuditChainCheck />}
      {view.kind === 'page' && <SettingsList key={view.declaration.page} declaration={view.declaration} canWrite={view.canWrite} />}
      {view.kind === 'refused' && <SettingsRefusal />}
      {view.kind === 'notFound' && <SettingsNotFound menuID={menuID} path={view.path} />}
      {view.kind === 'certificates' && (
        <CertificateSettings key={`${view.page.segment}/${view.personId ?? ''}`} menuID={menuID} page={view.page.segment} personId={view.personId} />
      )}
    </SettingsLayout>
  );
}
