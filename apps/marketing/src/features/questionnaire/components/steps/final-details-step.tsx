import type { QuestionnaireState } from '../../use-questionnaire';
import { TextArea } from '../form-controls';

export function FinalDetailsStep({ q }: { q: QuestionnaireState }) {
  const { form, setText, fieldErrors } = q;
  return (
    <>
      <TextArea
        name="additional_notes"
        label="Anything else we should know?"
        rows={6}
        placeholder="Questions, ideas, deadlines or anything we haven't asked about"
        value={form.additional_notes}
        onChange={(v) => setText('additional_notes', v)}
        errors={fieldErrors.additional_notes}
      />
      <p className="q-note">When you submit, we review your answers within 1 business day and contact you about next steps.</p>
    </>
  );
}
