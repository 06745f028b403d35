import { QuestionnaireSuccess } from './components/questionnaire-success';

/** Whole-page island of /questionnaire-success (it shows the carried-over 'Success!' toast). */
export default QuestionnaireSuccess;
