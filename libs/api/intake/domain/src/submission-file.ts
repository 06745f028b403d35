import {
  AcceptedFileKind,
  QUESTIONNAIRE_FILE_KIND_LABELS,
  QUESTIONNAIRE_FILE_KINDS,
  QUESTIONNAIRE_FILE_MAX_BYTES,
  QUESTIONNAIRE_FILE_MAX_COUNT,
  QUESTIONNAIRE_FILE_MAX_LABEL,
  questionnaireFileKind,
} from '@fw/shared-questionnaire';
import { FileTooLargeError, FileTypeNotAcceptedError, TooManyFilesError } from './intake.errors';

/** The media type content sniffing gives an OLE compound file (.doc, but also .xls, .msi …). */
export const COMPOUND_FILE_MIME = 'application/x-cfb';

const MAX_NAME_LENGTH = 255;

/**
 * A file a questionnaire's visitor sent through the upload link. The bytes live in object storage
 * under `storageKey` (made of ids only: the visitor's file name is never part of a path).
 */
export class SubmissionFile {
  id: string;
  submissionId: string;
  /** The visitor's file name, cleaned, with the extension of what the content is. */
  fileName: string;
  contentType: string;
  sizeBytes: number;
  storageKey: string;
  /** The website library's image made from it, once the questionnaire became a client's website. */
  mediaImageId: string | null = null;
  createdAt: Date = new Date();

  isImage(): boolean {
    return questionnaireFileKind(this.contentType)?.image ?? false;
  }
}

/** Where a submission's files are stored. */
export function submissionFileKey(submissionId: string, fileId: string): string {
  return `questionnaire-files/${submissionId}/${fileId}`;
}

/**
 * Accepts one received file, or throws: FileTooLargeError (over the spec's 10 MB),
 * TooManyFilesError (the submission already has the most it may), FileTypeNotAcceptedError (the
 * detected content is no accepted kind; a compound file only when it is named .doc).
 */
export function acceptSubmissionFile(input: {
  id: string;
  submissionId: string;
  fileName: string;
  sizeBytes: number;
  detectedMime: string | null;
  filesAlreadyReceived: number;
  now: Date;
}): SubmissionFile {
  if (input.sizeBytes > QUESTIONNAIRE_FILE_MAX_BYTES) throw new FileTooLargeError(QUESTIONNAIRE_FILE_MAX_LABEL);
  if (input.filesAlreadyReceived >= QUESTIONNAIRE_FILE_MAX_COUNT) throw new TooManyFilesError(QUESTIONNAIRE_FILE_MAX_COUNT);
  const name = cleanFileName(input.fileName);
  const kind = kindOf(input.detectedMime, name);
  if (!kind || input.sizeBytes === 0) throw new FileTypeNotAcceptedError(QUESTIONNAIRE_FILE_KIND_LABELS);
  const file = new SubmissionFile();
  file.id = input.id;
  file.submissionId = input.submissionId;
  file.fileName = withExtensionOf(kind, name);
  file.contentType = kind.mime;
  file.sizeBytes = input.sizeBytes;
  file.storageKey = submissionFileKey(input.submissionId, input.id);
  file.createdAt = input.now;
  return file;
}

function kindOf(detectedMime: string | null, name: string): AcceptedFileKind | undefined {
  if (detectedMime === COMPOUND_FILE_MIME) return name.toLowerCase().endsWith('.doc') ? questionnaireFileKind('application/msword') : undefined;
  return detectedMime ? QUESTIONNAIRE_FILE_KINDS.find((kind) => kind.mime === detectedMime && kind.mime !== 'application/msword') : undefined;
}

/** The last path segment, without control characters, quotes or backslashes, at most 255 characters. */
export function cleanFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const clean = base
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f"<>|*?:]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  return (clean || 'file').slice(-MAX_NAME_LENGTH);
}

function withExtensionOf(kind: AcceptedFileKind, name: string): string {
  const lower = name.toLowerCase();
  if (kind.extensions.some((extension) => lower.endsWith(extension))) return name;
  return `${name.slice(0, MAX_NAME_LENGTH - kind.extensions[0].length)}${kind.extensions[0]}`;
}
