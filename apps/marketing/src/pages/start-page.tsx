import { Island } from '../app/island';
import StartIsland from '../features/questionnaire/start.island';

/** /start, outside the site layout: the whole page is one island (the wizard needs the browser). */
export function StartPage() {
  return <Island name="start" component={StartIsland} />;
}
