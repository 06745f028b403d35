/**
 * The questionnaire this browser can prove its own: its id and resume token, kept in local storage
 * by /start (the draft in progress, and the last one submitted, whose draft entry is dropped). The
 * checkout presents it, so the paid package is linked to that questionnaire; the API links nothing
 * by e-mail. Storage can be unavailable (privacy modes): every access is guarded.
 */
export interface QuestionnaireProof {
  id: string;
  token: string;
}

export const DRAFT_PROOF_KEY = 'fw.questionnaire.submission';
export const SUBMITTED_PROOF_KEY = 'fw.questionnaire.submitted';

const isProof = (value: unknown): value is QuestionnaireProof =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as QuestionnaireProof).id === 'string' &&
  typeof (value as QuestionnaireProof).token === 'string' &&
  (value as QuestionnaireProof).id !== '' &&
  (value as QuestionnaireProof).token !== '';

function read(storage: Pick<Storage, 'getItem'>, key: string): QuestionnaireProof | null {
  try {
    const raw = storage.getItem(key);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return isProof(parsed) ? { id: parsed.id, token: parsed.token } : null;
  } catch {
    return null;
  }
}

function localStore(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** The draft in progress, else the questionnaire submitted last; null when this browser holds neither. */
export function readQuestionnaireProof(storage: Pick<Storage, 'getItem'> | undefined = localStore()): QuestionnaireProof | null {
  if (!storage) return null;
  return read(storage, DRAFT_PROOF_KEY) ?? read(storage, SUBMITTED_PROOF_KEY);
}

/** Kept when a questionnaire is submitted (its draft entry goes), for the checkout that may follow. */
export function keepSubmittedProof(proof: QuestionnaireProof, storage: Pick<Storage, 'setItem'> | undefined = localStore()): void {
  try {
    storage?.setItem(SUBMITTED_PROOF_KEY, JSON.stringify({ id: proof.id, token: proof.token }));
  } catch {
    // quota or disabled storage: the order is then simply not linked to the questionnaire
  }
}
