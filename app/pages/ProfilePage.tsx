/**
 * The self-service routes (/profile and /account-information). The router imports this small
 * file lazily and it imports the screen lazily in turn, as the settings page does, so the
 * router's chunk (which the login page loads) lists only this file among its preloads.
 */
import { lazy } from 'react';

const ProfileScreen = lazy(() => import('../../widgets/profile/ProfileScreen').then((m) => ({ default: m.ProfileScreen })));

export default function ProfilePage() {
  return <ProfileScreen view="profile" />;
}

export function AccountInformationPage() {
  return <ProfileScreen view="account" />;
}
