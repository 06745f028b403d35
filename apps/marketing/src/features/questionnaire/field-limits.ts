import { inputMaxLength, questionnaireField } from '@fw/shared-questionnaire';

/** Max characters of a form input by field name (a list's per entry), so a field stops where the API would refuse the save. */
export const fieldMaxLength = (name: string): number | undefined => {
  const field = questionnaireField(name);
  return field ? inputMaxLength(field) : undefined;
};
