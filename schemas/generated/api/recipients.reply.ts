/* Generated from schemas/api/recipients.reply.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * Reply of get-recipients: the active people and the departments a letter can be sent or presented to.
 */
export interface RecipientsReply {
  status: 'success';
  /**
   * Thai message for the person.
   */
  message: string;
  item: {
    /**
     * Active people, by department then first name.
     */
    people: Recipient[];
    /**
     * Every department, by id.
     */
    departments: RecipientDepartment[];
  };
}
/**
 * A person a letter can go to.
 */
export interface Recipient {
  F_PERSON_ID: number;
  F_FIRST_NAME: string;
  F_LAST_NAME: string;
  F_POSITION_NAME: string | null;
  /**
   * The person's department.
   */
  F_DEPT_ID: number | null;
  F_DEPT_NAME: string | null;
  /**
   * Role types the person holds, each once: admin, registry, executive or officer (present, review and sign go to executives).
   */
  ROLES: string[];
  /**
   * Holds one of the organisation's head roles (the tenant manifest's headRoleIds).
   */
  IS_HEAD: boolean;
}
export interface RecipientDepartment {
  dept_id: number;
  /**
   * Parent department; null for the root.
   */
  parent_id: number | null;
  /**
   * Thai name.
   */
  text: string;
}
