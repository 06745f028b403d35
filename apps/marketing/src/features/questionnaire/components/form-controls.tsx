import type { ReactNode } from 'react';
import { CharacterCounter, counterShown } from '../../../components/character-counter';
import { fieldMaxLength } from '../field-limits';

export const fieldId = (name: string): string => `q-${name.replace(/_/g, '-')}`;

const describedBy = (...ids: Array<string | false | undefined>): string | undefined => {
  const present = ids.filter((id): id is string => typeof id === 'string');
  return present.length > 0 ? present.join(' ') : undefined;
};

/** A control's id and the ARIA attributes tying it to its hint, warning, counter and error text. */
function controlAria(name: string, hint: string | undefined, errors: string[] | undefined, extra: { warning?: string; value?: string } = {}) {
  const id = fieldId(name);
  const invalid = !!errors && errors.length > 0;
  const max = fieldMaxLength(name);
  const counted = extra.value !== undefined && max !== undefined && counterShown(extra.value.length, max);
  return {
    id,
    aria: {
      'aria-invalid': invalid || undefined,
      'aria-describedby': describedBy(hint && `${id}-hint`, !!extra.warning && `${id}-warning`, counted && `${id}-count`, invalid && `${id}-error`),
    },
  };
}

interface FieldFrameProps {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  errors?: string[];
  /** A gentle note under the field that does not stop anything (e.g. a date in the past). */
  warning?: string;
  /** With `max`: shows how many characters are left once the limit is near. */
  length?: number;
  max?: number;
  children: ReactNode;
}

function RequiredMark() {
  return (
    <span className="q-required" aria-hidden="true">
      {' '}
      *
    </span>
  );
}

function FieldFrame({ id, label, required, hint, errors, warning, length, max, children }: FieldFrameProps) {
  return (
    <div className="q-field">
      <label className="q-label" htmlFor={id}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {hint ? (
        <p className="q-hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {children}
      {warning ? (
        <p className="q-field-warning" id={`${id}-warning`}>
          {warning}
        </p>
      ) : null}
      {length !== undefined && max !== undefined ? <CharacterCounter id={`${id}-count`} length={length} max={max} className="q-counter" /> : null}
      <FieldErrorText id={id} errors={errors} />
    </div>
  );
}

export function FieldErrorText({ id, errors }: { id: string; errors?: string[] }) {
  if (!errors || errors.length === 0) return null;
  return (
    <p className="q-field-error" id={`${id}-error`}>
      {errors.join(' ')}
    </p>
  );
}

interface TextInputProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'tel' | 'date';
  required?: boolean;
  hint?: string;
  placeholder?: string;
  autoComplete?: string;
  inputMode?: 'url' | 'email' | 'tel' | 'text';
  errors?: string[];
  warning?: string;
  /** With the element focus moves to (null when it leaves the page or goes nowhere focusable). */
  onBlur?: (next: Element | null) => void;
}

export function TextInput({
  name,
  label,
  value,
  onChange,
  type = 'text',
  required,
  hint,
  placeholder,
  autoComplete,
  inputMode,
  errors,
  warning,
  onBlur,
}: TextInputProps) {
  const { id, aria } = controlAria(name, hint, errors, { warning, value });
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} errors={errors} warning={warning} length={value.length} max={fieldMaxLength(name)}>
      <input
        className="q-input"
        id={id}
        name={name}
        type={type}
        value={value}
        required={required}
        placeholder={placeholder}
        autoComplete={autoComplete ?? 'off'}
        inputMode={inputMode}
        maxLength={fieldMaxLength(name)}
        {...aria}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur ? (e) => onBlur(e.relatedTarget) : undefined}
      />
    </FieldFrame>
  );
}

interface TextAreaProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  hint?: string;
  placeholder?: string;
  rows?: number;
  errors?: string[];
}

export function TextArea({ name, label, value, onChange, required, hint, placeholder, rows = 4, errors }: TextAreaProps) {
  const { id, aria } = controlAria(name, hint, errors, { value });
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} errors={errors} length={value.length} max={fieldMaxLength(name)}>
      <textarea
        className="q-input q-textarea"
        id={id}
        name={name}
        rows={rows}
        value={value}
        required={required}
        placeholder={placeholder}
        maxLength={fieldMaxLength(name)}
        {...aria}
        onChange={(e) => onChange(e.target.value)}
      />
    </FieldFrame>
  );
}

interface SelectProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: ReadonlyArray<{ value: string; label: string }>;
  hint?: string;
  errors?: string[];
}

export function Select({ name, label, value, onChange, options, hint, errors }: SelectProps) {
  const { id, aria } = controlAria(name, hint, errors);
  return (
    <FieldFrame id={id} label={label} hint={hint} errors={errors}>
      <select className="q-input q-select" id={id} name={name} value={value} {...aria} onChange={(e) => onChange(e.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

interface CheckboxProps {
  name: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: string;
  errors?: string[];
}

export function Checkbox({ name, label, checked, onChange, hint, errors }: CheckboxProps) {
  const { id, aria } = controlAria(name, hint, errors);
  return (
    <div className="q-field q-field--check">
      <input className="q-checkbox" id={id} name={name} type="checkbox" checked={checked} {...aria} onChange={(e) => onChange(e.target.checked)} />
      <div>
        <label className="q-label q-label--inline" htmlFor={id}>
          {label}
        </label>
        {hint ? (
          <p className="q-hint" id={`${id}-hint`}>
            {hint}
          </p>
        ) : null}
        <FieldErrorText id={id} errors={errors} />
      </div>
    </div>
  );
}
