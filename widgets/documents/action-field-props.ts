/**
 * What every field group of the action form receives from the panel: the machine's form and its
 * errors, whether a send is under way (every field is then disabled), and the way to change the
 * form (an UPDATE event to the machine).
 */
import type { TFunction } from 'i18next';
import type { ActionForm, FormErrors } from '../../engine/documents/document-actions';

export interface ActionFieldProps {
  form: ActionForm;
  errors: FormErrors;
  sending: boolean;
  update: (patch: Partial<ActionForm>) => void;
}

/** A field's problem in the reader's language, or undefined when it has none. */
export const errorText = (t: TFunction, errors: FormErrors, key: keyof FormErrors): string | undefined =>
  errors[key] ? t(`documents.errors.${errors[key]}`) : undefined;
