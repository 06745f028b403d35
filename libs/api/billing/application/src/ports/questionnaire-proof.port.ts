/**
 * Whether a buyer has proved a questionnaire theirs at checkout: its resume token (kept by the
 * buyer's browser) or being its signed-in owner. A business e-mail is no proof: anyone can type
 * one. Bound by the application (the questionnaire is another context's); without a binding no
 * questionnaire is ever proved.
 */
export abstract class QuestionnaireProofPort {
  /** The questionnaire's id when proved, else null (unknown, wrong token, someone else's, expired). Reads only. */
  abstract provenQuestionnaire(questionnaireId: string, proof: { resumeToken: string | null; userId: string | null }): Promise<string | null>;
}
