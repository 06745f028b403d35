import type { QuestionnaireState } from '../../use-questionnaire';
import { Checkbox, TextArea, TextInput } from '../form-controls';

export function FeaturesFunctionalityStep({ q }: { q: QuestionnaireState }) {
  const { form, setText, setFlag, fieldErrors } = q;
  return (
    <>
      <fieldset className="q-field q-checks">
        <legend className="q-label">Which features do you need?</legend>
        <Checkbox
          name="needs_ecommerce"
          label="Online store (e-commerce)"
          checked={form.needs_ecommerce}
          onChange={(v) => setFlag('needs_ecommerce', v)}
          errors={fieldErrors.needs_ecommerce}
        />
        <Checkbox
          name="needs_booking"
          label="Online booking or appointments"
          checked={form.needs_booking}
          onChange={(v) => setFlag('needs_booking', v)}
          errors={fieldErrors.needs_booking}
        />
        <Checkbox name="needs_blog" label="Blog" checked={form.needs_blog} onChange={(v) => setFlag('needs_blog', v)} errors={fieldErrors.needs_blog} />
      </fieldset>
      <TextInput
        name="integrations"
        label="Integrations"
        hint="Separate with commas."
        placeholder="e.g., Google Maps, Mailchimp, Square"
        value={form.integrations}
        onChange={(v) => setText('integrations', v)}
        errors={fieldErrors.integrations}
      />
      <TextArea
        name="feature_notes"
        label="Feature notes"
        placeholder="Anything else your website should do"
        value={form.feature_notes}
        onChange={(v) => setText('feature_notes', v)}
        errors={fieldErrors.feature_notes}
      />
    </>
  );
}
