/** Where a client's website project stands, in the order it moves. */
export const PROJECT_STAGES = ['not_started', 'paid', 'questionnaire_received', 'in_design', 'live'] as const;
export type ProjectStage = (typeof PROJECT_STAGES)[number];

export interface ProjectFacts {
  /** The client's website, when they have one: paid (made for a paid package), built sections, status. */
  website: { status: 'waiting_for_build' | 'live'; paid: boolean; hasSections: boolean } | null;
  questionnaireCompleted: boolean;
}

/**
 * The furthest stage the facts show: live once the website is live; in design once the business
 * has started its sections after the questionnaire; questionnaire received; paid; otherwise nothing
 * bought yet (a client who signed up alone).
 */
export function projectStage({ website, questionnaireCompleted }: ProjectFacts): ProjectStage {
  if (website?.status === 'live') return 'live';
  if (questionnaireCompleted && website?.hasSections) return 'in_design';
  if (questionnaireCompleted) return 'questionnaire_received';
  if (website?.paid) return 'paid';
  return 'not_started';
}
