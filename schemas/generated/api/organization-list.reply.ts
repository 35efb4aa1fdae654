/* Generated from schemas/api/organization-list.reply.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * Reply of get-dashboard-organization-lists (the departments the viewer belongs to or holds a role in, which the queue's organisation filter can match) and of register-departments (the departments whose registers the viewer keeps: a registry clerk's, every department for an administrator).
 */
export interface OrganizationListReply {
  status: 'success';
  /**
   * Thai message for the person.
   */
  message: string;
  /**
   * By department id.
   */
  items: OrganizationListItem[];
}
export interface OrganizationListItem {
  /**
   * Department id (the organization_id of get-todo-list).
   */
  dept_id: number;
  /**
   * The department's Thai name.
   */
  text: string;
}
