import { ACCEPTED_FILE_TYPES, RefusedFile } from '../questionnaire-form';
import { fieldId } from './form-controls';

interface FilePickerProps {
  label: string;
  hint?: string;
  files: string[];
  refused: RefusedFile[];
  onAdd: (files: Array<{ name: string; size: number }>) => void;
  onRemove: (name: string) => void;
}

/** Keeps file names only (docs/product.md §5): nothing is uploaded; the business sends an upload link later. */
export function FilePicker({ label, hint, files, refused, onAdd, onRemove }: FilePickerProps) {
  const id = fieldId('uploaded_files');
  return (
    <div className="q-field">
      <label className="q-label" htmlFor={id}>
        {label}
      </label>
      <p className="q-hint" id={`${id}-hint`}>
        {hint}
      </p>
      <input
        className="q-file"
        id={id}
        name="uploaded_files"
        type="file"
        multiple
        accept={ACCEPTED_FILE_TYPES}
        aria-describedby={refused.length > 0 ? `${id}-hint ${id}-refused` : `${id}-hint`}
        onChange={(e) => {
          const chosen = Array.from(e.target.files ?? [], (file) => ({ name: file.name, size: file.size }));
          e.target.value = '';
          if (chosen.length > 0) onAdd(chosen);
        }}
      />
      {refused.length > 0 ? (
        <div className="q-field-error" id={`${id}-refused`} role="alert">
          <p className="q-files__refused-title">{refused.length === 1 ? 'This file was not added:' : `These ${refused.length} files were not added:`}</p>
          <ul className="q-files__refused">
            {refused.map((file) => (
              <li key={file.name}>
                <span className="q-files__name">{file.name}</span>: {file.reason}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {files.length > 0 ? (
        <div className="q-files">
          <p className="q-files__title" id={`${id}-list`}>
            Selected files ({files.length})
          </p>
          <ul className="q-files__list" aria-labelledby={`${id}-list`}>
            {files.map((name) => (
              <li className="q-files__item" key={name}>
                <span className="q-files__name">{name}</span>
                <button type="button" className="q-button q-button--ghost" aria-label={`Remove ${name}`} onClick={() => onRemove(name)}>
                  Remove
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
