import { Island } from '../app/island';
import QuestionnaireSuccessIsland from '../features/questionnaire/questionnaire-success.island';

/** /questionnaire-success, outside the site layout; an island so it can show the carried-over 'Success!' toast. */
export function QuestionnaireSuccessPage() {
  return <Island name="questionnaire-success" component={QuestionnaireSuccessIsland} />;
}
