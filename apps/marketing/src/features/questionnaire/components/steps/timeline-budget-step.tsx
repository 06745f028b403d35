import type { QuestionnaireState } from '../../use-questionnaire';
import { Checkbox, Select, TextArea, TextInput } from '../form-controls';

const BUDGET_OPTIONS = [
  { value: '', label: 'Select a budget range' },
  { value: 'under-2000', label: 'Under $2,000' },
  { value: '2000-5000', label: '$2,000 - $5,000' },
  { value: '5000-10000', label: '$5,000 - $10,000' },
  { value: 'over-10000', label: 'Over $10,000' },
] as const;

/** Today in the visitor's own time zone, as the date input writes it (YYYY-MM-DD). */
function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

export const PAST_DATE_WARNING = 'This date is in the past. Pick a date ahead, or leave it empty if you are flexible.';

export function TimelineBudgetStep({ q }: { q: QuestionnaireState }) {
  const { form, setText, setFlag, fieldErrors } = q;
  const past = /^\d{4}-\d{2}-\d{2}$/.test(form.ideal_launch_date) && form.ideal_launch_date < today();
  return (
    <>
      <TextInput
        name="ideal_launch_date"
        label="Ideal launch date"
        type="date"
        value={form.ideal_launch_date}
        onChange={(v) => setText('ideal_launch_date', v)}
        warning={past ? PAST_DATE_WARNING : undefined}
        errors={fieldErrors.ideal_launch_date}
      />
      <Select
        name="budget_range"
        label="Budget range"
        options={BUDGET_OPTIONS}
        value={form.budget_range}
        onChange={(v) => setText('budget_range', v)}
        errors={fieldErrors.budget_range}
      />
      <Checkbox
        name="wants_hosting"
        label="I want you to host and maintain my website"
        hint="Hosting, SSL, updates, backups and support, billed once per year."
        checked={form.wants_hosting}
        onChange={(v) => setFlag('wants_hosting', v)}
        errors={fieldErrors.wants_hosting}
      />
      <TextArea
        name="hosting_notes"
        label="Hosting notes"
        placeholder="e.g., We already own our domain name"
        rows={3}
        value={form.hosting_notes}
        onChange={(v) => setText('hosting_notes', v)}
        errors={fieldErrors.hosting_notes}
      />
    </>
  );
}
