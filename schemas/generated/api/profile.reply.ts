/* Generated from schemas/api/profile.reply.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * Reply of the self-service calls: the signed-in person's own record.
 */
export interface ProfileReply {
  status: 'success';
  /**
   * Thai message for the person.
   */
  message: string;
  /**
   * The signed-in person's own record. Only F_EMAIL, F_PHONE and the picture may be changed by the person; the rest is kept by the organisation's administrator.
   */
  item: {
    /**
     * The person's id (the avatar is fetched by it).
     */
    F_PERSON_ID: number;
    /**
     * Username used to sign in.
     */
    F_USERNAME: string;
    /**
     * Employee code, or null.
     */
    F_EMPLOYEE_CODE: string | null;
    /**
     * First name.
     */
    F_FIRST_NAME: string;
    /**
     * Last name.
     */
    F_LAST_NAME: string;
    /**
     * Position: the chosen position's name, else the free-text position, or null.
     */
    F_POSITION_NAME: string | null;
    /**
     * Employee type's name, or null.
     */
    F_EMPLOYEE_TYPE_NAME: string | null;
    /**
     * Department id, or null.
     */
    F_DEPT_ID: number | null;
    /**
     * Department's Thai name, or null.
     */
    F_DEPT_NAME: string | null;
    /**
     * E-mail address, or null (the person may change it).
     */
    F_EMAIL: string | null;
    /**
     * Phone number, digits only, or null (the person may change it).
     */
    F_PHONE: string | null;
    /**
     * The ID card number with all but its last 4 digits hidden (personal data), or null.
     */
    F_ID_CARD_MASKED: string | null;
    /**
     * Gender, or null.
     */
    F_GENDER: 'male' | 'female' | 'unspecified' | null;
    /**
     * Birthday (YYYY-MM-DD, Gregorian), or null.
     */
    F_BIRTHDAY: string | null;
    /**
     * Blood type, or null.
     */
    F_BLOOD_TYPE: 'A' | 'B' | 'AB' | 'O' | null;
    /**
     * Nationality, or null.
     */
    F_NATIONALITY: string | null;
    /**
     * Race, or null.
     */
    F_RACE: string | null;
    /**
     * Address, or null.
     */
    F_ADDRESS: string | null;
    /**
     * The person's directory (Active Directory) account, or null.
     */
    F_DIRECTORY_USER: string | null;
    /**
     * The person's roles, each in its department.
     */
    ROLES: {
      /**
       * Role's Thai name.
       */
      ROLE_NAME: string;
      /**
       * Department the role is held in.
       */
      DEPT_NAME: string;
    }[];
    /**
     * The person has uploaded a picture (profile-picture serves it).
     */
    HAS_PICTURE: boolean;
    /**
     * Largest picture the upload accepts, in bytes.
     */
    PICTURE_MAX_BYTES: number;
    /**
     * File name extensions the upload accepts.
     */
    PICTURE_TYPES: string[];
    /**
     * The person has saved a signature image (signature-status tells more).
     */
    HAS_SIGNATURE_IMAGE: boolean;
    /**
     * The person has accepted the use of their electronic signature (the current wording).
     */
    SIGNATURE_ACCEPTED: boolean;
  };
}
