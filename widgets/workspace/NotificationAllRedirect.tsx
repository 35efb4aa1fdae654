/**
 * The old "all notifications" address leads to the workspace's notifications tool. Loaded
 * lazily with the signed-in pages, so the workspace's addresses stay out of the sign-in bundle.
 */
import { Navigate } from 'react-router';
import { workspaceToolPath } from './workspace-paths';

export default function NotificationAllRedirect() {
  return <Navigate to={workspaceToolPath('notifications')} replace />;
}
