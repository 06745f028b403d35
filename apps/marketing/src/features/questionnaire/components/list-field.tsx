import { useLayoutEffect, useRef } from 'react';
import { fieldId, FieldErrorText } from './form-controls';
import { fieldMaxLength } from '../field-limits';

interface ListFieldProps {
  name: string;
  legend: string;
  /** Names one entry for screen readers and the remove button, e.g. 'Website' → 'Website 2'. */
  itemLabel: string;
  addLabel: string;
  entries: string[];
  onChange: (index: number, value: string) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
  /** Shown as required without enforcing it (docs/product.md §5: main pages). */
  markedRequired?: boolean;
  hint?: string;
  placeholder?: string;
  errors?: string[];
}

/** Editable list of short texts; removal is offered only while more than one entry exists. */
export function ListField({
  name,
  legend,
  itemLabel,
  addLabel,
  entries,
  onChange,
  onAdd,
  onRemove,
  markedRequired,
  hint,
  placeholder,
  errors,
}: ListFieldProps) {
  const id = fieldId(name);
  const inputs = useRef<Array<HTMLInputElement | null>>([]);
  const focusAfterRender = useRef<number | null>(null);
  const canRemove = entries.length > 1;
  const invalid = !!errors && errors.length > 0;

  // A layout effect, so focus moves within the click's task and keys typed right after 'Add' land in
  // the new entry (Preact runs passive effects after the next paint, not at the end of the event).
  useLayoutEffect(() => {
    if (focusAfterRender.current === null) return;
    const index = Math.min(focusAfterRender.current, entries.length - 1);
    focusAfterRender.current = null;
    inputs.current[index]?.focus();
  }, [entries.length]);

  return (
    <fieldset className="q-field q-list" aria-describedby={[hint && `${id}-hint`, invalid && `${id}-error`].filter(Boolean).join(' ') || undefined}>
      <legend className="q-label">
        {legend}
        {markedRequired ? (
          <>
            <span className="q-required" aria-hidden="true">
              {' '}
              *
            </span>
            <span className="q-sr-only"> (required)</span>
          </>
        ) : null}
      </legend>
      {hint ? (
        <p className="q-hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      <ul className="q-list__entries">
        {entries.map((value, index) => {
          const entryId = `${id}-${index + 1}`;
          const entryLabel = `${itemLabel} ${index + 1}`;
          return (
            <li className="q-list__entry" key={index}>
              <label className="q-sr-only" htmlFor={entryId}>
                {entryLabel}
              </label>
              <input
                className="q-input"
                id={entryId}
                name={`${name}[${index}]`}
                type="text"
                value={value}
                placeholder={placeholder}
                autoComplete="off"
                maxLength={fieldMaxLength(name)}
                aria-invalid={invalid || undefined}
                ref={(el) => {
                  inputs.current[index] = el;
                }}
                onChange={(e) => onChange(index, e.target.value)}
              />
              {canRemove ? (
                <button
                  type="button"
                  className="q-button q-button--ghost q-list__remove"
                  aria-label={`Remove ${entryLabel}`}
                  onClick={() => {
                    focusAfterRender.current = Math.max(0, index - 1);
                    onRemove(index);
                  }}
                >
                  Remove
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        className="q-button q-button--secondary q-list__add"
        onClick={() => {
          focusAfterRender.current = entries.length;
          onAdd();
        }}
      >
        <span aria-hidden="true">+ </span>
        {addLabel}
      </button>
      <FieldErrorText id={id} errors={errors} />
    </fieldset>
  );
}
