import { MEDIA_LIMITS } from '@fw/shared-field-limits';

/**
 * The files a questionnaire's visitor may send through the upload link e-mailed after submitting.
 * The picker, the upload page and the API read these; the API decides by the bytes (the detected
 * type), never by the name. The size is the spec's one upload figure ("max 10MB each").
 */
export const QUESTIONNAIRE_FILE_MAX_BYTES = MEDIA_LIMITS.maxUploadBytes;

/** What a person reads: "10MB". */
export const QUESTIONNAIRE_FILE_MAX_LABEL = `${QUESTIONNAIRE_FILE_MAX_BYTES / (1024 * 1024)}MB`;

/** Files received per questionnaire (the listed names are capped at 20 too). */
export const QUESTIONNAIRE_FILE_MAX_COUNT = 20;

/** Days an upload link works after the questionnaire was submitted. */
export const QUESTIONNAIRE_UPLOAD_LINK_DAYS = 14;

/** An accepted kind of file: the extensions a picker offers and the type its content must show. */
export interface AcceptedFileKind {
  label: string;
  extensions: readonly string[];
  /** The media type detected from the content (file-type's answer), stored and served. */
  mime: string;
  image: boolean;
}

export const QUESTIONNAIRE_FILE_KINDS: readonly AcceptedFileKind[] = [
  { label: 'PDF', extensions: ['.pdf'], mime: 'application/pdf', image: false },
  // A .doc is an OLE compound file, which content alone cannot tell from other Office files.
  { label: 'DOC', extensions: ['.doc'], mime: 'application/msword', image: false },
  { label: 'DOCX', extensions: ['.docx'], mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', image: false },
  { label: 'ZIP', extensions: ['.zip'], mime: 'application/zip', image: false },
  { label: 'JPEG', extensions: ['.jpg', '.jpeg'], mime: 'image/jpeg', image: true },
  { label: 'PNG', extensions: ['.png'], mime: 'image/png', image: true },
  { label: 'WebP', extensions: ['.webp'], mime: 'image/webp', image: true },
  { label: 'AVIF', extensions: ['.avif'], mime: 'image/avif', image: true },
  { label: 'GIF', extensions: ['.gif'], mime: 'image/gif', image: true },
];

/** For a file input's `accept`: `.pdf,.doc,…`. */
export const QUESTIONNAIRE_FILE_ACCEPT = QUESTIONNAIRE_FILE_KINDS.flatMap((kind) => kind.extensions).join(',');

/** "PDF, DOC, DOCX, ZIP, JPEG, PNG, WebP, AVIF, GIF". */
export const QUESTIONNAIRE_FILE_KIND_LABELS = QUESTIONNAIRE_FILE_KINDS.map((kind) => kind.label).join(', ');

/** The accepted kind with this media type, if any. */
export function questionnaireFileKind(mime: string): AcceptedFileKind | undefined {
  return QUESTIONNAIRE_FILE_KINDS.find((kind) => kind.mime === mime);
}
