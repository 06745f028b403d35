import { ChangeEvent, useEffect, useState } from 'react';
import {
  QUESTIONNAIRE_FILE_ACCEPT,
  QUESTIONNAIRE_FILE_KIND_LABELS,
  QUESTIONNAIRE_FILE_MAX_BYTES,
  QUESTIONNAIRE_FILE_MAX_LABEL,
} from '@fw/shared-questionnaire';
import { site } from '../../../config/site';
import { ApiError } from '../api/http';
import { finishUpload } from '../api/finish-upload';
import { getUploadLink } from '../api/get-upload-link';
import { sendUploadFile } from '../api/send-upload-file';
import type { ReceivedFile, UploadLink } from '../api/upload-link.schema';
import '../questionnaire.css';

type Sending = { name: string; state: 'sending' | 'sent' | 'refused'; reason?: string };

type View = { kind: 'loading' } | { kind: 'invalid' } | { kind: 'open'; link: UploadLink } | { kind: 'done'; received: number };

const dateOf = (iso: string) => new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' }).format(new Date(iso));
const sizeOf = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/** /start/upload?token=…: the link e-mailed after submitting a questionnaire, for sending the files it listed. */
export function UploadFiles() {
  const [token, setToken] = useState('');
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [sending, setSending] = useState<Sending[]>([]);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const found = new URLSearchParams(window.location.search).get('token') ?? '';
    setToken(found);
    if (!found) return setView({ kind: 'invalid' });
    const abort = new AbortController();
    getUploadLink(found, abort.signal)
      .then((link) => setView({ kind: 'open', link }))
      .catch((error: unknown) => {
        if (!abort.signal.aborted) setView({ kind: 'invalid' });
        if (!(error instanceof ApiError)) console.error(error);
      });
    return () => abort.abort();
  }, []);

  const addReceived = (file: ReceivedFile) =>
    setView((current) =>
      current.kind === 'open' ? { kind: 'open', link: { ...current.link, received_files: [...current.link.received_files, file] } } : current,
    );

  async function onChoose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = Array.from(event.currentTarget.files ?? []);
    event.currentTarget.value = '';
    if (!chosen.length) return;
    setBusy(true);
    setSending((list) => [...list, ...chosen.map((file) => ({ name: file.name, state: 'sending' as const }))]);
    const mark = (name: string, next: Omit<Sending, 'name'>) =>
      setSending((list) => list.map((item) => (item.name === name && item.state === 'sending' ? { name, ...next } : item)));
    for (const file of chosen) {
      if (file.size > QUESTIONNAIRE_FILE_MAX_BYTES) {
        mark(file.name, { state: 'refused', reason: `larger than ${QUESTIONNAIRE_FILE_MAX_LABEL}` });
        continue;
      }
      try {
        addReceived(await sendUploadFile(token, file));
        mark(file.name, { state: 'sent' });
      } catch (error) {
        if (error instanceof ApiError && error.code === 'INTAKE.UPLOAD_LINK_INVALID') {
          setView({ kind: 'invalid' });
          break;
        }
        mark(file.name, { state: 'refused', reason: error instanceof ApiError ? error.message : 'It could not be sent. Please try again.' });
      }
    }
    setBusy(false);
  }

  async function onFinish(received: number) {
    setBusy(true);
    try {
      await finishUpload(token);
      setView({ kind: 'done', received });
    } catch {
      setView({ kind: 'invalid' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="q-page">
      <main className="q-main" id="main-content">
        <div className="q-card q-upload">
          <h1 className="q-upload__title">Send your files</h1>
          {view.kind === 'loading' && <p aria-live="polite">Opening your upload link…</p>}
          {view.kind === 'invalid' && (
            <div className="q-notice" role="alert">
              <p>This upload link has expired or was already used.</p>
              <p>
                Reply to our e-mail, or write to <a href={`mailto:${site.email}`}>{site.email}</a>, and we will send you a new one.
              </p>
            </div>
          )}
          {view.kind === 'done' && (
            <div role="status">
              <p className="q-upload__lead">
                Thank you! We received {view.received} {view.received === 1 ? 'file' : 'files'} and will use them for your website. This link is now closed.
              </p>
              <a className="q-button q-button--primary" href="/">
                Return Home
              </a>
            </div>
          )}
          {view.kind === 'open' && (
            <OpenLink link={view.link} sending={sending} busy={busy} onChoose={onChoose} onFinish={() => onFinish(view.link.received_files.length)} />
          )}
        </div>
      </main>
    </div>
  );
}

function OpenLink(props: {
  link: UploadLink;
  sending: Sending[];
  busy: boolean;
  onChoose: (event: ChangeEvent<HTMLInputElement>) => void;
  onFinish: () => void;
}) {
  const { link, sending, busy } = props;
  const receivedNames = new Set(link.received_files.map((file) => file.file_name.toLowerCase()));
  return (
    <>
      <p className="q-upload__lead">
        Send us the files for your website: {QUESTIONNAIRE_FILE_KIND_LABELS}, up to {QUESTIONNAIRE_FILE_MAX_LABEL} each. This link works until{' '}
        {dateOf(link.expires_at)}.
      </p>
      {link.listed_files.length > 0 && (
        <section aria-labelledby="q-upload-listed">
          <h2 className="q-upload__subtitle" id="q-upload-listed">
            Files you listed
          </h2>
          <ul className="q-upload__list">
            {link.listed_files.map((name) => (
              <li key={name}>
                <span aria-hidden="true">{receivedNames.has(name.toLowerCase()) ? '✓' : '○'}</span> {name}
                {receivedNames.has(name.toLowerCase()) ? <span className="q-sr-only"> (received)</span> : null}
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className="q-field">
        <label className="q-label" htmlFor="q-upload-input">
          Choose files to send
        </label>
        <input id="q-upload-input" className="q-file" type="file" multiple accept={QUESTIONNAIRE_FILE_ACCEPT} disabled={busy} onChange={props.onChoose} />
      </div>
      {sending.length > 0 && (
        <ul className="q-upload__list" aria-live="polite" aria-label="Sending">
          {sending.map((item, index) => (
            <li key={`${item.name}-${index}`} className={item.state === 'refused' ? 'q-field-error' : undefined}>
              {item.name}: {item.state === 'sending' ? 'sending…' : item.state === 'sent' ? 'sent' : `not sent (${item.reason})`}
            </li>
          ))}
        </ul>
      )}
      <section aria-labelledby="q-upload-received">
        <h2 className="q-upload__subtitle" id="q-upload-received">
          Received ({link.received_files.length})
        </h2>
        {link.received_files.length === 0 ? (
          <p className="q-hint">Nothing yet.</p>
        ) : (
          <ul className="q-upload__list">
            {link.received_files.map((file) => (
              <li key={file.id}>
                {file.file_name} <span className="q-hint">({sizeOf(file.size_bytes)})</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <div className="q-actions">
        <button type="button" className="q-button q-button--primary" disabled={busy || link.received_files.length === 0} onClick={props.onFinish}>
          I have sent everything
        </button>
      </div>
    </>
  );
}
