// file-type ships ES modules with types that the project's CommonJS resolution cannot reach: the
// one call used here, as the package documents it.
declare module 'file-type' {
  export function fileTypeFromBuffer(buffer: Uint8Array | ArrayBuffer): Promise<{ ext: string; mime: string } | undefined>;
}
