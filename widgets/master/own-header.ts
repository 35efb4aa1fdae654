/**
 * What the header shows of the signed-in person after they change it themselves: the self-service
 * pages put the new picture (an object URL of the file the server serves back) and e-mail in the
 * query cache under these keys, and the header shows them at once instead of what sign-in gave.
 * Nothing is fetched here: until the person changes something the header keeps the avatar
 * address and the e-mail of the sign-in reply.
 */
import { useQuery } from '@tanstack/react-query';

export const OWN_PICTURE_KEY = ['self', 'picture'] as const;
export const OWN_EMAIL_KEY = ['self', 'email'] as const;

const nothing = () => Promise.resolve(null);

/** The picture URL the header should show (the self-service one when set) and the e-mail. */
export function useOwnHeader(avatarUrl: string | null, email: string | null): { avatarUrl: string | null; email: string | null } {
  const picture = useQuery<string | null>({ queryKey: OWN_PICTURE_KEY, queryFn: nothing, enabled: false, staleTime: Infinity });
  const changedEmail = useQuery<string | null>({ queryKey: OWN_EMAIL_KEY, queryFn: nothing, enabled: false, staleTime: Infinity });
  return {
    avatarUrl: picture.data ?? avatarUrl,
    email: changedEmail.data === undefined ? email : changedEmail.data,
  };
}
