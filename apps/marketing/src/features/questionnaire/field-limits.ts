import { INTEGRATIONS_TEXT_LIMIT, QUESTIONNAIRE_LIST_LIMITS, QUESTIONNAIRE_TEXT_LIMITS } from '@fw/shared-field-limits';

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** Max characters per form field name (a list's per entry), so a field stops where the API would refuse the save. */
export const FIELD_MAX_LENGTH: Record<string, number> = {
  ...Object.fromEntries(Object.entries(QUESTIONNAIRE_TEXT_LIMITS).map(([key, max]) => [snake(key), max])),
  ...Object.fromEntries(Object.entries(QUESTIONNAIRE_LIST_LIMITS).map(([key, { length }]) => [snake(key), length])),
  integrations: INTEGRATIONS_TEXT_LIMIT,
};
