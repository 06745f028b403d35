import { fileTypeFromBuffer } from 'file-type';

/** The MIME type that the bytes' own signature names (undefined when file-type knows none: text, SVG, HTML). */
export async function detectFileType(bytes: Buffer): Promise<string | undefined> {
  return (await fileTypeFromBuffer(bytes))?.mime;
}
