import { describe, expect, it } from 'vitest';
import type { UserLogin } from '../../engine/api/identity-calls';
import { personOf } from './person';

describe('signed-in person', () => {
  it('takes names and position from userInformation and the avatar from F_PERSON_ID', () => {
    const user = {
      F_PERSON_ID: 12,
      id: 12,
      username: 'officer',
      name: 'วิภาวรรณ ศรีสุข',
      email: null,
      userInformation: {
        F_PERSON_ID: 12,
        F_FIRST_NAME: 'วิภาวรรณ',
        F_LAST_NAME: 'ศรีสุข',
        F_POSITION_NAME: 'นักวิเคราะห์',
        F_EMAIL: null,
        F_DEPT_ID: 1,
        F_DEPT_NAME: null,
        F_IS_AGREE_PDPA: 1,
      },
    } satisfies UserLogin;
    expect(personOf(user)).toEqual({ firstName: 'วิภาวรรณ', lastName: 'ศรีสุข', position: 'นักวิเคราะห์', avatarUrl: '/api/users/view-file-avatar/12' });
    expect(personOf(null)).toBeNull();
  });
});
