/** The header's view of the signed-in person, from the userLogin object of the sign-in reply. */
import type { UserLogin } from '../../engine/api/identity-calls';
import { routePath } from '../../engine/api/route-path';
import type { SignedInPerson } from '../../widgets/master/UserSummary';

export function avatarUrlOf(personId: number): string {
  return routePath('viewAvatar', { personId });
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
