/* Generated from schemas/api/destruction-lists.reply.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

import type { DestructionListHead } from './destruction-list-head';

/**
 * Reply of destruction-lists: the lists, and the departments whose lists the person may draw.
 */
export interface DestructionListsReply {
  status: 'success';
  /**
   * Thai message for the person.
   */
  message: string;
  items: DestructionListHead[];
  /**
   * Departments whose registry the person keeps: where a new list may be drawn.
   */
  DEPARTMENTS: DestructionDepartment[];
}
export interface DestructionDepartment {
  dept_id: number;
  text: string;
  /**
   * How many filed letters of the department and those below it may be destroyed this year and are in no list yet.
   */
  DUE: number;
}
