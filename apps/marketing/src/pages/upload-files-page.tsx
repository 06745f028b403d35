import { Island } from '../app/island';
import { site } from '../config/site';
import UploadFilesIsland from '../features/questionnaire/upload-files.island';

/** /start/upload, outside the site layout: the upload link e-mailed after a questionnaire is submitted. */
export function UploadFilesPage() {
  return (
    <>
      <noscript>
        <p className="q-noscript">
          Sending files needs JavaScript. Without it, e-mail them to <a href={`mailto:${site.email}`}>{site.email}</a>.
        </p>
      </noscript>
      <Island name="upload-files" component={UploadFilesIsland} />
    </>
  );
}
