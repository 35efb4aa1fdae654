/**
 * The document store's filters as the person fills them, and the search-documents fields they
 * become. Dates are typed and shown as Thai offices write them, day/month/Buddhist-era year
 * (15/01/2569, Thai digits too); the call carries Christian-era ISO days. A date that does not
 * exist or a range that ends before it starts is an error on the form, and nothing is sent
 * until it is put right, so the list never silently ignores a date the person typed.
 */
import type { RequestOf } from '../../engine/api/call-route';
import { BUDDHIST_ERA_OFFSET } from '../../engine/format/thai-date';
import { toWesternDigits } from '../../engine/format/thai-digits';

export type SearchFields = Omit<RequestOf<'searchDocuments'>, 'page' | 'pageSize'>;

export interface SearchForm {
  search: string;
  docNo: string;
  subject: string;
  dear: string;
  from: string;
  /** Day/month/Buddhist-era year as typed. */
  dateFrom: string;
  dateTo: string;
  docTypeId: number | null;
  speedId: number | null;
  secretId: number | null;
  departmentId: number | null;
}

export const EMPTY_FORM: SearchForm = {
  search: '',
  docNo: '',
  subject: '',
  dear: '',
  from: '',
  dateFrom: '',
  dateTo: '',
  docTypeId: null,
  speedId: null,
  secretId: null,
  departmentId: null,
};

/** Error keys (under search.errors) per date field. */
export type DateErrors = Partial<Record<'dateFrom' | 'dateTo', 'badDate' | 'reversed'>>;

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * '15/01/2569' (or 15-1-2569, 15.01.2569, Thai digits) -> '2026-01-15'; '' -> null; undefined
 * when it is not a day that exists. Only Buddhist-era years are read: a person typing 2026 in
 * a Thai form meant another year, and guessing would search the wrong century.
 */
export function isoFromBuddhist(text: string): string | null | undefined {
  const trimmed = toWesternDigits(text.trim());
  if (!trimmed) return null;
  const match = /^(\d{1,2})\s*[/.-]\s*(\d{1,2})\s*[/.-]\s*(\d{4})$/.exec(trimmed);
  if (!match) return undefined;
  const [day, month, yearBe] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (yearBe < 2400 || yearBe > 2800) return undefined;
  const year = yearBe - BUDDHIST_ERA_OFFSET;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** '2026-01-15' -> '15/01/2569', as the date fields show it; '' for anything else. */
export function buddhistFromIso(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? `${match[3]}/${match[2]}/${Number(match[1]) + BUDDHIST_ERA_OFFSET}` : '';
}

export function dateErrors(form: Pick<SearchForm, 'dateFrom' | 'dateTo'>): DateErrors {
  const from = isoFromBuddhist(form.dateFrom);
  const to = isoFromBuddhist(form.dateTo);
  const errors: DateErrors = {};
  if (from === undefined) errors.dateFrom = 'badDate';
  if (to === undefined) errors.dateTo = 'badDate';
  if (from && to && from > to) errors.dateTo = 'reversed';
  return errors;
}

/** The fields of the call for a form, only those filled (trimmed); null while a date is wrong. */
export function searchFields(form: SearchForm): SearchFields | null {
  if (Object.keys(dateErrors(form)).length > 0) return null;
  const fields: SearchFields = {};
  const put = <K extends keyof SearchFields>(name: K, value: SearchFields[K] | null | undefined | '') => {
    if (value !== null && value !== undefined && value !== '') fields[name] = value;
  };
  put('search', form.search.trim());
  put('F_DOC_NO', form.docNo.trim());
  put('F_DOC_TITLE', form.subject.trim());
  put('F_DEAR', form.dear.trim());
  put('F_FROM', form.from.trim());
  put('F_DOC_DATE_FROM', isoFromBuddhist(form.dateFrom));
  put('F_DOC_DATE_TO', isoFromBuddhist(form.dateTo));
  put('F_DOC_TYPE_ID', form.docTypeId);
  put('F_DOC_SPEED_ID', form.speedId);
  put('F_DOC_SECRET_ID', form.secretId);
  put('F_DEPT_ID', form.departmentId);
  return fields;
}

/** How many filters besides the quick search are set (the detailed search shows it while closed). */
export function detailedFilterCount(form: SearchForm): number {
  const { search: _quick, ...rest } = form;
  return Object.values(rest).filter((value) => (typeof value === 'string' ? value.trim() !== '' : value !== null)).length;
}
