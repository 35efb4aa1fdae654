/* Generated from schemas/api/settings-audit-chain.reply.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * Reply of settings-audit-chain: whether every chain of audit rows is whole (server/modules/identity/audit-chain.ts), or the first row that breaks one.
 */
export interface SettingsAuditChainReply {
  status: 'success';
  /**
   * Thai message for the person.
   */
  message: string;
  item: AuditChainReport;
}
export interface AuditChainReport {
  /**
   * Every chain verifies and no row lies outside one.
   */
  whole: boolean;
  /**
   * How many chains were verified.
   */
  chains: number;
  /**
   * How many audit rows were read.
   */
  rows: number;
  first: null | AuditChainBreak;
}
export interface AuditChainBreak {
  /**
   * changed: its hash does not match its content; removed: its sequence number is missing; inserted: not written by the portal; unchained: older than the chains and not chained yet.
   */
  kind: 'changed' | 'removed' | 'inserted' | 'unchained';
  /**
   * The row's id (null for a removed row).
   */
  id: number | null;
  /**
   * The row's chain (null for a row outside every chain).
   */
  chain: string | null;
  /**
   * The row's place in its chain.
   */
  seq: number | null;
}
