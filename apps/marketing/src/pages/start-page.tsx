import { Island } from '../app/island';
import { site } from '../config/site';
import StartIsland from '../features/questionnaire/start.island';

/** /start, outside the site layout: the whole page is one island (the wizard needs the browser). */
export function StartPage() {
  return (
    <>
      <noscript>
        <p className="q-noscript">
          The questionnaire needs JavaScript to save your answers. To tell us about your project without it, call <a href={site.phoneHref}>{site.phone}</a> or
          e-mail <a href={`mailto:${site.email}`}>{site.email}</a>.
        </p>
      </noscript>
      <Island name="start" component={StartIsland} />
    </>
  );
}
