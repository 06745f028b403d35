import type { QuestionnaireState } from '../../use-questionnaire';
import { TextArea } from '../form-controls';

export function GoalsPurposeStep({ q }: { q: QuestionnaireState }) {
  const { form, setText, fieldErrors } = q;
  return (
    <>
      <TextArea
        name="main_goal"
        label="What is the main goal of your website?"
        required
        placeholder="e.g., Get more phone calls, sell products online, show our work"
        value={form.main_goal}
        onChange={(v) => setText('main_goal', v)}
        errors={fieldErrors.main_goal}
      />
      <TextArea
        name="target_audience"
        label="Who is your target audience?"
        required
        placeholder="e.g., Homeowners in Palm Beach County aged 30-60"
        value={form.target_audience}
        onChange={(v) => setText('target_audience', v)}
        errors={fieldErrors.target_audience}
      />
      <TextArea
        name="desired_action"
        label="What should visitors do on your website?"
        required
        rows={3}
        placeholder="e.g., Call us, book an appointment, request a quote"
        value={form.desired_action}
        onChange={(v) => setText('desired_action', v)}
        errors={fieldErrors.desired_action}
      />
    </>
  );
}
