/** The header's view of the signed-in person, from the spec's userLogin object (section 3). */
import type { UserLogin } from '../../engine/api/identity-calls';
import { API_BASE } from '../../engine/api/client';
import type { SignedInPerson } from '../../widgets/master/UserSummary';

export function avatarUrlOf(personId: number): string {
  return `${API_BASE}users/view-file-avatar/${encodeURIComponent(String(personId))}`;
}

export function personOf(user: UserLogin | null): SignedInPerson | null {
  if (!user) return null;
  const info = user.userInformation;
  return {
    firstName: info?.F_FIRST_NAME ?? user.name,
    lastName: info?.F_LAST_NAME ?? '',
    position: info?.F_POSITION_NAME ?? null,
    avatarUrl: avatarUrlOf(user.F_PERSON_ID),
  };
}
