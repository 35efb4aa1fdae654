/* Generated from schemas/api/destruction-list.reply.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

import type { DestructionListHead } from './destruction-list-head';

/**
 * Reply of destruction-list: the list, its committee, its items with every member's decision, and what the person may do now.
 */
export interface DestructionListReply {
  status: 'success';
  /**
   * Thai message for the person.
   */
  message: string;
  item: DestructionListDetail;
}
export interface DestructionListDetail {
  HEAD: DestructionListHead;
  /**
   * The reader's person id: which of the committee and of the decisions are their own.
   */
  READER_ID: number;
  /**
   * The committee of the list's department, chair first.
   */
  COMMITTEE: DestructionMember[];
  ITEMS: DestructionItem[];
  /**
   * The person is its registry clerk and the list is a draft.
   */
  MAY_SUBMIT: boolean;
  /**
   * The person is on the committee and the list is under review.
   */
  MAY_VOTE: boolean;
  /**
   * The person chairs the committee, the list is under review and every member decided every item.
   */
  MAY_CLOSE: boolean;
}
export interface DestructionMember {
  PERSON_ID: number;
  NAME: string;
  POSITION: string | null;
  ROLE: 'chair' | 'member';
  /**
   * Items this member has not decided yet.
   */
  UNDECIDED: number;
}
export interface DestructionItem {
  ITEM_ID: number;
  /**
   * ลำดับที่, from 1.
   */
  ORDER: number;
  F_DOC_ID: number;
  /**
   * The letter's number (ที่).
   */
  F_DOC_NO: string | null;
  /**
   * ลงวันที่, YYYY-MM-DD.
   */
  F_DOC_DATE: string | null;
  /**
   * เรื่อง, or the secrecy class in brackets for a letter the reader may not read.
   */
  F_DOC_TITLE: string;
  /**
   * The department that filed it.
   */
  DEPT_NAME: string;
  /**
   * Buddhist-era year of filing.
   */
  FILED_YEAR: number;
  /**
   * อายุการเก็บ in years.
   */
  RETENTION_YEARS: number;
  /**
   * The first Buddhist-era year it may be destroyed in.
   */
  DESTROY_YEAR: number;
  VOTES: DestructionVote[];
  /**
   * Set when the review closed: destroyed, or kept because a member kept it.
   */
  OUTCOME: 'destroy' | 'keep' | null;
}
export interface DestructionVote {
  PERSON_ID: number;
  DECISION: 'destroy' | 'keep';
  REASON: string | null;
}
