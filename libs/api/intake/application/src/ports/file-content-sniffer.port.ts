/** Tells what a file is from its first bytes, whatever its name says. */
export abstract class FileContentSnifferPort {
  /** The detected media type (e.g. `image/png`, `application/x-cfb`), or null when the content is not recognised. */
  abstract detectMime(bytes: Buffer): Promise<string | null>;
}
