/* Generated from schemas/api/user-login.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * The signed-in person as the portal's contract names it (F_PERSON_ID, userInformation.F_IS_AGREE_PDPA...).
 */
export interface UserLogin {
  F_PERSON_ID: number;
  /**
   * The same person id.
   */
  id: number;
  username: string;
  /**
   * First and last name.
   */
  name: string;
  email: string | null;
  userInformation: {
    F_PERSON_ID: number;
    F_FIRST_NAME: string;
    F_LAST_NAME: string;
    F_POSITION_NAME: string | null;
    F_EMAIL: string | null;
    F_DEPT_ID: number | null;
    F_DEPT_NAME: string | null;
    /**
     * 1 = agreed to the PDPA notice; anything else shows the blocking consent modal.
     */
    F_IS_AGREE_PDPA: number;
  };
}
