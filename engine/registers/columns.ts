/**
 * The columns of a register (ทะเบียนหนังสือรับ / ทะเบียนหนังสือส่ง), once: the server's register
 * list and exports, the workspace grid, the printed register and the settings pages of register
 * books all read this list. The regulation's register form reads, left to right: the register
 * number, the letter's number (ที่), its date (ลงวันที่), from (จาก), to (ถึง), the subject
 * (เรื่อง), what was done (การปฏิบัติ) and a remark (หมายเหตุ); those are shown unless a book says
 * otherwise. The others are offered for a book to switch on.
 */

export type RegisterKindKey = 'receive' | 'send';

interface RegisterColumnSpec {
  /** Shown by the regulation's form (unless a book hides it); the rest only when a book shows it. */
  regulation: boolean;
  /** The column's header; the register number's reads by register (เลขทะเบียนรับ / เลขทะเบียนส่ง). */
  labelKey: string | Readonly<Record<RegisterKindKey, string>>;
}

/** In the regulation's order, then the optional columns; a column's built-in place is its index. */
export const REGISTER_COLUMN_REGISTRY = {
  number: { regulation: true, labelKey: { receive: 'workspace.registers.number.receive', send: 'workspace.registers.number.send' } },
  doc_no: { regulation: true, labelKey: 'workspace.registers.column.doc_no' },
  doc_date: { regulation: true, labelKey: 'workspace.registers.column.doc_date' },
  from: { regulation: true, labelKey: 'workspace.registers.column.from' },
  to: { regulation: true, labelKey: 'workspace.registers.column.to' },
  subject: { regulation: true, labelKey: 'workspace.registers.column.subject' },
  disposal: { regulation: true, labelKey: 'workspace.registers.column.disposal' },
  remark: { regulation: true, labelKey: 'workspace.registers.column.remark' },
  registered_at: { regulation: false, labelKey: 'workspace.registers.column.registered_at' },
  speed: { regulation: false, labelKey: 'workspace.registers.column.speed' },
  secret: { regulation: false, labelKey: 'workspace.registers.column.secret' },
  doc_type: { regulation: false, labelKey: 'workspace.registers.column.doc_type' },
  send_date: { regulation: false, labelKey: 'workspace.registers.column.send_date' },
  owner: { regulation: false, labelKey: 'workspace.registers.column.owner' },
} as const satisfies Record<string, RegisterColumnSpec>;

export type RegisterColumnKey = keyof typeof REGISTER_COLUMN_REGISTRY;

/** Every column key in its built-in order. */
export const REGISTER_COLUMN_KEYS = Object.keys(REGISTER_COLUMN_REGISTRY) as RegisterColumnKey[];

/** The regulation's register form, in its order: what a register shows when its book says nothing. */
export const REGULATION_REGISTER_COLUMNS: RegisterColumnKey[] = REGISTER_COLUMN_KEYS.filter((key) => REGISTER_COLUMN_REGISTRY[key].regulation);

/** The longest remark a registry clerk may write on an entry. */
export const REGISTER_REMARK_MAX = 500;

/** The header's label key of a column in a register of this kind. */
export function registerColumnLabelKey(key: RegisterColumnKey, register: RegisterKindKey): string {
  const label: RegisterColumnSpec['labelKey'] = REGISTER_COLUMN_REGISTRY[key].labelKey;
  return typeof label === 'string' ? label : label[register];
}
