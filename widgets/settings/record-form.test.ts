/**
 * The settings form read from the real declarations: fields in the layout's order with their
 * kinds, labels and limits; values held as typed and turned into the record the server takes;
 * refusals before asking the server (required, length, pattern, whole numbers, range); a field
 * the server names in a refusal found again.
 */
import { describe, expect, it } from 'vitest';
import { settingsPageOf, type SettingsPage } from '../../engine/settings/settings-pages';
import { formFields, parseRecord, referenceLabelsOf, serverFieldName, valuesOf } from './record-form';

const declared = (page: string): SettingsPage => {
  const declaration = settingsPageOf(page);
  if (!declaration) throw new Error(`${page} is not declared`);
  return declaration;
};
const fieldsOf = (page: string) => formFields(declared(page).record, declared(page).form);

describe('settings form fields', () => {
  it('follows the layout order with each field kind, label key, required mark and limit', () => {
    const fields = fieldsOf('role-type');
    expect(fields.map((field) => [field.name, field.kind, field.required])).toEqual([
      ['name_th', 'text', true],
      ['name_en', 'text', true],
      ['role_type', 'select', true],
    ]);
    expect(fields[0]).toMatchObject({ titleKey: 'settings.fields.nameTh', maxLength: 200, minLength: 1, nullable: false, isKey: false });
    expect(fields[2]!.options).toEqual(['admin', 'registry', 'executive', 'officer']);
    const menus = fieldsOf('menu-system');
    expect(menus.find((field) => field.name === 'sort_order')).toMatchObject({ kind: 'integer', minimum: 0, maximum: 10000 });
  });

  it('reads a choice that may be left empty (null) as nullable, with null not among its options', () => {
    const roleType = fieldsOf('users-group').find((field) => field.name === 'role_type')!;
    expect(roleType).toMatchObject({ kind: 'select', nullable: true, required: false });
    expect(roleType.options).toEqual(['admin', 'registry', 'executive', 'officer']);
  });

  it('puts a field the layout leaves out at the end rather than losing it, and a wide field on its own row', () => {
    const declaration = declared('role-type');
    const fields = formFields(declaration.record, { order: ['role_type'], wide: ['name_en'] });
    expect(fields.map((field) => field.name)).toEqual(['role_type', 'name_th', 'name_en']);
    expect(fields.find((field) => field.name === 'name_en')!.wide).toBe(true);
  });
});

describe('settings form values', () => {
  it('turns typed values into the record: trimmed text, a number, null for an empty optional choice', () => {
    const menus = fieldsOf('menu-system');
    expect(parseRecord(menus, { action: ' manual ', name_eng: 'menu.manual', icon: 'MenuBook', sort_order: '7' })).toEqual({
      record: { action: 'manual', name_eng: 'menu.manual', icon: 'MenuBook', sort_order: 7 },
      problems: {},
    });
    const groups = fieldsOf('users-group');
    expect(parseRecord(groups, { name_th: 'กลุ่มทดสอบ', role_type: '' }).record).toEqual({ name_th: 'กลุ่มทดสอบ', role_type: null });
    expect(parseRecord(groups, { name_th: 'กลุ่มทดสอบ', role_type: 'registry' }).record).toEqual({ name_th: 'กลุ่มทดสอบ', role_type: 'registry' });
  });

  it('refuses before asking the server: required, too long, pattern, whole number, range, a choice not offered', () => {
    const roles = fieldsOf('role-type');
    expect(parseRecord(roles, { name_th: '   ', name_en: 'x'.repeat(201), role_type: 'boss' }).problems).toEqual({
      name_th: 'required',
      name_en: 'tooLong',
      role_type: 'choice',
    });
    const menus = fieldsOf('menu-system');
    expect(parseRecord(menus, { action: '9lives', name_eng: 'menu', icon: 'x', sort_order: '1.5' }).problems).toEqual({
      action: 'pattern',
      name_eng: 'pattern',
      icon: 'pattern',
      sort_order: 'integer',
    });
    expect(parseRecord(menus, { action: 'manual', name_eng: 'menu.manual', icon: 'MenuBook', sort_order: '10001' }).problems).toEqual({ sort_order: 'range' });
  });

  it('shows a record as typed text and a new record as empty', () => {
    const roles = fieldsOf('role-type');
    expect(valuesOf(roles, { id: 4, name_th: 'เจ้าหน้าที่', name_en: 'Officer', role_type: 'officer' })).toEqual({
      name_th: 'เจ้าหน้าที่',
      name_en: 'Officer',
      role_type: 'officer',
    });
    expect(valuesOf(fieldsOf('users-group'), { id: 1, name_th: 'ผู้ใช้งานทั่วไป', role_type: null })).toEqual({ name_th: 'ผู้ใช้งานทั่วไป', role_type: '' });
    expect(valuesOf(roles)).toEqual({ name_th: '', name_en: '', role_type: '' });
  });

  it('reads a reference field: its key as text in the input, its name from the record, a whole-number key sent as a number', () => {
    const sections = fieldsOf('manage-section');
    const parent = sections.find((field) => field.name === 'parent_id')!;
    expect(parent).toMatchObject({ kind: 'reference', nullable: true, required: false, integerValue: true, readOnly: false });
    expect(parent.reference).toEqual({ table: 'departments', key: 'id', label: 'name_th' });
    const row = { id: 1000002, name_th: 'งานสารบรรณ', name_en: null, doc_prefix: 'ตย 0102', parent_id: 1000001, parent_id__label: 'กองกลาง' };
    expect(valuesOf(sections, row)).toEqual({ name_th: 'งานสารบรรณ', name_en: '', doc_prefix: 'ตย 0102', parent_id: '1000001' });
    expect(referenceLabelsOf(sections, row)).toEqual({ parent_id: 'กองกลาง' });
    expect(parseRecord(sections, { name_th: 'งาน', name_en: '', doc_prefix: '', parent_id: '1000003' })).toEqual({
      record: { name_th: 'งาน', name_en: null, doc_prefix: null, parent_id: 1000003 },
      problems: {},
    });
    expect(parseRecord(sections, { name_th: 'งาน', name_en: '', parent_id: '' }).record.parent_id).toBeNull();
    expect(parseRecord(sections, { name_th: 'งาน', name_en: '', parent_id: 'x' }).problems).toEqual({ parent_id: 'choice' });
  });

  it('never sends a read-only field, whatever the input holds', () => {
    const people = fieldsOf('user-active');
    expect(people.filter((field) => field.readOnly).map((field) => field.name)).toEqual(['username', 'first_name', 'last_name', 'department_id']);
    expect(parseRecord(people, { username: 'changed', first_name: '', last_name: 'x', department_id: '5', active: false })).toEqual({
      record: { active: false },
      problems: {},
    });
  });

  it('finds the field a refusal names, plain or as a path', () => {
    const roles = fieldsOf('role-type');
    expect(serverFieldName(roles, 'name_th')).toBe('name_th');
    expect(serverFieldName(roles, 'record.name_en')).toBe('name_en');
    expect(serverFieldName(roles, '/record/role_type')).toBe('role_type');
    expect(serverFieldName(roles, 'secret_column')).toBeNull();
  });
});
