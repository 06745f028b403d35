import { QuestionnaireWizard } from './components/questionnaire-wizard';

/** Whole-page island of /start (see app/island.tsx): hydrated in the browser, prerendered blank. */
export default QuestionnaireWizard;
