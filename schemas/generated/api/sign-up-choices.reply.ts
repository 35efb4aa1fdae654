/* Generated from schemas/api/sign-up-choices.reply.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * Reply of sign-up-choices: what the public sign-up form offers to choose from, the organisation's departments and its active positions, by name.
 */
export interface SignUpChoicesReply {
  status: 'success';
  /**
   * Thai message for the person.
   */
  message: string;
  /**
   * Every department, by name.
   */
  departments: SignUpDepartment[];
  /**
   * The active positions, by name.
   */
  positions: SignUpPosition[];
}
export interface SignUpDepartment {
  id: number;
  /**
   * Thai name.
   */
  name: string;
}
export interface SignUpPosition {
  id: number;
  /**
   * Thai name.
   */
  name: string;
}
