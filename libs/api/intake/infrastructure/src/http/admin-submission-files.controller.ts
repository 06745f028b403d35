import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ApiErrors, Auth, UuidParam } from '@fw/api-shared-infrastructure';
import { QuestionnaireUploadsService } from '@fw/api-intake-application';
import { ReceivedFileDto, toReceivedFileDto } from './submission-file.dto';

/** `attachment; filename="…"; filename*=UTF-8''…` (RFC 6266): an ASCII fallback and the real name. */
function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** The files a questionnaire's visitor sent, for admins only. */
@ApiTags('admin: submissions')
@Auth('admin')
@Controller('admin/submissions/:id/files')
export class AdminSubmissionFilesController {
  constructor(private readonly uploads: QuestionnaireUploadsService) {}

  @Get()
  @ApiOperation({ summary: 'Files received through the questionnaire’s upload link, oldest first' })
  @ApiOkResponse({ type: [ReceivedFileDto] })
  @ApiErrors(400)
  async list(@UuidParam('id') id: string): Promise<ReceivedFileDto[]> {
    return (await this.uploads.listForAdmin(id)).map(toReceivedFileDto);
  }

  @Get(':fileId')
  @ApiOperation({ summary: 'Download one received file: always as an attachment, with its detected type and nosniff, never shown inline' })
  @ApiProduces('application/octet-stream')
  @ApiOkResponse({ description: 'The file’s bytes', schema: { type: 'string', format: 'binary' } })
  @ApiErrors(400, 404)
  async download(@UuidParam('id') id: string, @UuidParam('fileId') fileId: string, @Res() reply: FastifyReply): Promise<void> {
    const { file, object } = await this.uploads.openForAdmin(id, fileId);
    await reply
      .header('Content-Type', file.contentType)
      .header('Content-Length', String(object.size))
      .header('Content-Disposition', attachment(file.fileName))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .header('Cache-Control', 'private, no-store')
      .send(object.body);
  }
}
