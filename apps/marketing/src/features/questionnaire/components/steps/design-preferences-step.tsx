import type { QuestionnaireState } from '../../use-questionnaire';
import { TextArea, TextInput } from '../form-controls';
import { ListField } from '../list-field';

export function DesignPreferencesStep({ q }: { q: QuestionnaireState }) {
  const { form, setText, setListEntry, addListEntry, removeListEntry, fieldErrors } = q;
  return (
    <>
      <TextInput
        name="brand_colors"
        label="Brand colors"
        placeholder="e.g., Navy blue and gold"
        value={form.brand_colors}
        onChange={(v) => setText('brand_colors', v)}
        errors={fieldErrors.brand_colors}
      />
      <TextArea
        name="style_preferences"
        label="Style preferences"
        placeholder="e.g., Modern and clean, warm and friendly, bold and colorful"
        value={form.style_preferences}
        onChange={(v) => setText('style_preferences', v)}
        errors={fieldErrors.style_preferences}
      />
      <ListField
        name="liked_websites"
        legend="Websites you like"
        itemLabel="Liked website"
        addLabel="Add Website"
        hint="Share links to sites whose look or feel you like."
        placeholder="https://"
        entries={form.liked_websites}
        onChange={(i, v) => setListEntry('liked_websites', i, v)}
        onAdd={() => addListEntry('liked_websites')}
        onRemove={(i) => removeListEntry('liked_websites', i)}
        errors={fieldErrors.liked_websites}
      />
      <ListField
        name="disliked_websites"
        legend="Websites you don't like"
        itemLabel="Disliked website"
        addLabel="Add Website"
        hint="Sites whose style you want to avoid help us just as much."
        placeholder="https://"
        entries={form.disliked_websites}
        onChange={(i, v) => setListEntry('disliked_websites', i, v)}
        onAdd={() => addListEntry('disliked_websites')}
        onRemove={(i) => removeListEntry('disliked_websites', i)}
        errors={fieldErrors.disliked_websites}
      />
    </>
  );
}
