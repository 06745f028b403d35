import { Injectable } from '@nestjs/common';
import { fileTypeFromBuffer } from 'file-type';
import { FileContentSnifferPort } from '@fw/api-intake-application';

/** `file-type`: the type the bytes' own signature names; text, HTML and SVG have none (null). */
@Injectable()
export class FileTypeSnifferAdapter extends FileContentSnifferPort {
  async detectMime(bytes: Buffer): Promise<string | null> {
    return (await fileTypeFromBuffer(bytes))?.mime ?? null;
  }
}
