import { EmailAddress, INVALID_EMAIL_MESSAGE } from '@fw/shared-field-limits';
import { FieldDescriptor, FieldName, fieldsOfStep, inputMaxLength, isTextField } from './questionnaire-fields';

/** Beside a required field left blank. */
export const REQUIRED_ANSWER_MESSAGE = 'This answer is required.';

const tooLongMessage = (max: number) => `Please keep this under ${max.toLocaleString('en-US')} characters.`;

const isBlank = (value: unknown): boolean =>
  value === null ||
  value === undefined ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.every((entry) => typeof entry !== 'string' || entry.trim() === ''));

/**
 * What stops a step from moving on, by field, in the wizard's words: a required answer left blank,
 * an e-mail address that will not be accepted, a text longer than its field takes. `answerOf`
 * reads a field's value as the form holds it. Empty when the step may move on.
 */
export function stepAnswerProblems(step: number, answerOf: (field: FieldDescriptor) => unknown): Partial<Record<FieldName, string[]>> {
  const problems: Partial<Record<FieldName, string[]>> = {};
  for (const field of fieldsOfStep(step)) {
    if (field.hiddenInWizard) continue;
    const value = answerOf(field);
    const name = field.name as FieldName;
    if (field.required && isBlank(value)) {
      problems[name] = [REQUIRED_ANSWER_MESSAGE];
      continue;
    }
    if (typeof value !== 'string' || value.trim() === '') continue;
    const text = value.trim();
    if (field.kind === 'email' && !EmailAddress.isValid(text)) problems[name] = [INVALID_EMAIL_MESSAGE];
    else if (isTextField(field) && text.length > (inputMaxLength(field) ?? Infinity)) problems[name] = [tooLongMessage(field.max)];
  }
  return problems;
}
