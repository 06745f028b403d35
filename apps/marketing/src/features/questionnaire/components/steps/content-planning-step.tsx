import type { QuestionnaireState } from '../../use-questionnaire';
import { FilePicker } from '../file-picker';
import { Checkbox, TextArea } from '../form-controls';
import { ListField } from '../list-field';

export function ContentPlanningStep({ q }: { q: QuestionnaireState }) {
  const { form, setText, setFlag, setListEntry, addListEntry, removeListEntry, addFiles, refusedFiles, removeFile, fieldErrors } = q;
  return (
    <>
      <ListField
        name="main_pages"
        legend="Main pages"
        itemLabel="Page"
        addLabel="Add Page"
        markedRequired
        hint="Edit, add or remove the pages you want on your website."
        entries={form.main_pages}
        onChange={(i, v) => setListEntry('main_pages', i, v)}
        onAdd={() => addListEntry('main_pages')}
        onRemove={(i) => removeListEntry('main_pages', i)}
        errors={fieldErrors.main_pages}
      />
      <Checkbox
        name="has_existing_content"
        label="I already have content (text, photos or a logo) for the website"
        checked={form.has_existing_content}
        onChange={(v) => setFlag('has_existing_content', v)}
        errors={fieldErrors.has_existing_content}
      />
      <TextArea
        name="content_notes"
        label="Content notes"
        placeholder="e.g., We need help writing the About page; photos are on our Facebook page"
        value={form.content_notes}
        onChange={(v) => setText('content_notes', v)}
        errors={fieldErrors.content_notes}
      />
      <FilePicker files={form.uploaded_files} refused={refusedFiles} onAdd={addFiles} onRemove={removeFile} />
    </>
  );
}
