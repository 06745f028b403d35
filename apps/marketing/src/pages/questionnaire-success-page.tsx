import { QuestionnaireSuccess } from '../features/questionnaire/components/questionnaire-success';

/** /questionnaire-success, outside the site layout. */
export function QuestionnaireSuccessPage() {
  return <QuestionnaireSuccess />;
}
