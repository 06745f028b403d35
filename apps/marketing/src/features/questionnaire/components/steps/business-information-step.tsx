import type { QuestionnaireState } from '../../use-questionnaire';
import { TextInput } from '../form-controls';

export function BusinessInformationStep({ q }: { q: QuestionnaireState }) {
  const { form, setText, fieldErrors, checkEmail } = q;
  return (
    <>
      <TextInput
        name="business_name"
        label="Business name"
        required
        autoComplete="organization"
        value={form.business_name}
        onChange={(v) => setText('business_name', v)}
        errors={fieldErrors.business_name}
      />
      <TextInput
        name="industry"
        label="Industry"
        required
        placeholder="e.g., Restaurant, Landscaping, Dental Practice"
        value={form.industry}
        onChange={(v) => setText('industry', v)}
        errors={fieldErrors.industry}
      />
      <TextInput
        name="business_email"
        label="Business email"
        type="email"
        required
        autoComplete="email"
        value={form.business_email}
        onChange={(v) => setText('business_email', v)}
        // Checked when moving on to another field; not when focus goes to a button, where a message
        // appearing now would shift the button away from under the pointer (Next checks it anyway).
        onBlur={(next) => {
          if (next?.matches('input, select, textarea')) checkEmail();
        }}
        errors={fieldErrors.business_email}
      />
      <TextInput
        name="business_phone"
        label="Business phone"
        type="tel"
        autoComplete="tel"
        value={form.business_phone}
        onChange={(v) => setText('business_phone', v)}
        errors={fieldErrors.business_phone}
      />
      <TextInput
        name="existing_website_url"
        label="Current website (if any)"
        inputMode="url"
        autoComplete="url"
        placeholder="e.g., www.yourbusiness.com"
        value={form.existing_website_url}
        onChange={(v) => setText('existing_website_url', v)}
        errors={fieldErrors.existing_website_url}
      />
    </>
  );
}
