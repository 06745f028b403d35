import { describe, expect, it } from 'vitest';
import { DRAFT_PROOF_KEY, keepSubmittedProof, readQuestionnaireProof, SUBMITTED_PROOF_KEY } from './questionnaire-proof';

function memoryStorage(values: Record<string, string> = {}) {
  return { getItem: (key: string) => values[key] ?? null, setItem: (key: string, value: string) => void (values[key] = value), values };
}

describe('the questionnaire proof a checkout presents', () => {
  it('is the draft in progress, else the questionnaire submitted last', () => {
    const storage = memoryStorage();
    expect(readQuestionnaireProof(storage)).toBeNull();
    keepSubmittedProof({ id: 'q-done', token: 't1' }, storage);
    expect(readQuestionnaireProof(storage)).toEqual({ id: 'q-done', token: 't1' });
    storage.values[DRAFT_PROOF_KEY] = JSON.stringify({ id: 'q-draft', token: 't2' });
    expect(readQuestionnaireProof(storage)).toEqual({ id: 'q-draft', token: 't2' });
  });

  it('ignores what is not a proof', () => {
    expect(readQuestionnaireProof(memoryStorage({ [SUBMITTED_PROOF_KEY]: '{"id":"q"}', [DRAFT_PROOF_KEY]: 'not json' }))).toBeNull();
  });
});
