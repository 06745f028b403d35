import { QuestionnaireWizard } from '../features/questionnaire/components/questionnaire-wizard';

/** /start, outside the site layout. */
export function StartPage() {
  return <QuestionnaireWizard />;
}
