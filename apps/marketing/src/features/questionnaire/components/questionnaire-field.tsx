import { FieldDescriptor, FieldName, FlagFieldDescriptor, isTextField } from '@fw/shared-questionnaire';
import type { ReactNode } from 'react';
import type { FlagField, ListField, TextField } from '../questionnaire-form';
import type { QuestionnaireState } from '../use-questionnaire';
import { FilePicker } from './file-picker';
import { Checkbox, Select, TextArea, TextInput } from './form-controls';
import { ListField as ListInput } from './list-field';

/** Today in the visitor's own time zone, as the date input writes it (YYYY-MM-DD). */
function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

export const PAST_DATE_WARNING = 'This date is in the past. Pick a date ahead, or leave it empty if you are flexible.';

const INPUT_TYPES = { text: 'text', longText: 'text', email: 'email', phone: 'tel', url: 'text' } as const;

/** One question of the wizard, drawn by its descriptor's kind. */
export function QuestionnaireField({ field, q }: { field: FieldDescriptor; q: QuestionnaireState }) {
  const { form, fieldErrors } = q;
  const name = field.name;
  const errors = fieldErrors[field.name as FieldName];
  const common = { name, label: field.label, hint: field.hint, placeholder: field.placeholder, errors, required: field.required };
  if (isTextField(field) && field.kind === 'longText') {
    return <TextArea {...common} rows={field.rows} value={form[name as TextField]} onChange={(v) => q.setText(name as TextField, v)} />;
  }
  if (isTextField(field) || field.kind === 'commaList' || field.kind === 'date') {
    const value = form[name as TextField];
    const past = field.kind === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(value) && value < today();
    return (
      <TextInput
        {...common}
        type={field.kind === 'date' ? 'date' : isTextField(field) ? INPUT_TYPES[field.kind] : 'text'}
        inputMode={field.kind === 'url' ? 'url' : undefined}
        autoComplete={isTextField(field) ? field.autoComplete : undefined}
        value={value}
        onChange={(v) => q.setText(name as TextField, v)}
        warning={past ? PAST_DATE_WARNING : undefined}
        // An e-mail is checked when moving on to another field; not when focus goes to a button, where a
        // message appearing now would shift the button away from under the pointer (Next checks it anyway).
        onBlur={
          field.kind === 'email'
            ? (next) => {
                if (next?.matches('input, select, textarea')) q.checkEmail();
              }
            : undefined
        }
      />
    );
  }
  switch (field.kind) {
    case 'choice':
      return (
        <Select
          name={name}
          label={field.label}
          hint={field.hint}
          errors={errors}
          options={[{ value: '', label: field.emptyOption }, ...field.values.map((value) => ({ value, label: field.optionLabels[value] ?? value }))]}
          value={form[name as TextField]}
          onChange={(v) => q.setText(name as TextField, v)}
        />
      );
    case 'flag':
      return <FlagInput field={field} q={q} />;
    case 'list':
      return (
        <ListInput
          name={name}
          legend={field.label}
          itemLabel={field.itemLabel ?? field.label}
          addLabel={field.addLabel ?? 'Add'}
          markedRequired={field.markedRequired}
          hint={field.hint}
          placeholder={field.placeholder}
          entries={form[name as ListField]}
          onChange={(i, v) => q.setListEntry(name as ListField, i, v)}
          onAdd={() => q.addListEntry(name as ListField)}
          onRemove={(i) => q.removeListEntry(name as ListField, i)}
          errors={errors}
        />
      );
    case 'files':
      return (
        <FilePicker label={field.label} hint={field.hint} files={q.form.uploaded_files} refused={q.refusedFiles} onAdd={q.addFiles} onRemove={q.removeFile} />
      );
  }
}

function FlagInput({ field, q }: { field: FlagFieldDescriptor; q: QuestionnaireState }) {
  const name = field.name as FlagField;
  return (
    <Checkbox name={name} label={field.label} hint={field.hint} checked={q.form[name]} onChange={(v) => q.setFlag(name, v)} errors={q.fieldErrors[name]} />
  );
}

/** A step's questions in order; checkboxes asked together (a `group`) share one fieldset under that question. */
export function StepFields({ fields, q }: { fields: readonly FieldDescriptor[]; q: QuestionnaireState }) {
  const shown = fields.filter((field) => !field.hiddenInWizard);
  const out: ReactNode[] = [];
  for (let i = 0; i < shown.length; i++) {
    const field = shown[i];
    const group = field.kind === 'flag' ? field.group : undefined;
    if (!group) {
      out.push(<QuestionnaireField key={field.name} field={field} q={q} />);
      continue;
    }
    const members: FlagFieldDescriptor[] = [];
    while (i < shown.length && shown[i].kind === 'flag' && (shown[i] as FlagFieldDescriptor).group === group) members.push(shown[i++] as FlagFieldDescriptor);
    i--;
    out.push(
      <fieldset className="q-field q-checks" key={group}>
        <legend className="q-label">{group}</legend>
        {members.map((member) => (
          <FlagInput key={member.name} field={member} q={q} />
        ))}
      </fieldset>,
    );
  }
  return <>{out}</>;
}
