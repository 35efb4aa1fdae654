/**
 * Keeps signed-in routes away from anonymous visitors: without a stored session token the
 * visitor goes to /login. The identity issue replaces the token check with the session
 * machine (getInfo at start, 401 handling) behind this same component.
 */
import { Navigate, Outlet } from 'react-router';
import { usePortal } from '../../widgets/portal/PortalContext';
import { PUBLIC_PATHS } from '../routing/paths';

export function RequireSession() {
  const { store } = usePortal();
  return store.get('token') ? <Outlet /> : <Navigate to={PUBLIC_PATHS.login} replace />;
}
