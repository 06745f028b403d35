import { Body, Controller, Get, Headers, HttpCode, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiHeader, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors, BinaryBody } from '@fw/api-shared-infrastructure';
import { QuestionnaireUploadsService } from '@fw/api-intake-application';
import { ReceivedFileDto, toReceivedFileDto, toUploadLinkDto, UploadLinkDto } from './submission-file.dto';

const TOKEN_HEADER = 'x-upload-token';
const tokenDoc = ApiHeader({
  name: 'X-Upload-Token',
  required: true,
  description: 'The token of the upload link e-mailed after submitting (`/start/upload?token=…`)',
});

/** Decodes the percent-encoded X-File-Name header (file names are UTF-8; headers are not). */
function fileNameFrom(header: string | undefined): string {
  if (!header) return '';
  try {
    return decodeURIComponent(header);
  } catch {
    return header;
  }
}

/**
 * The visitor's side of the upload link: no account, the link's token is the only key, and it
 * opens nothing but this: what they listed and sent, sending more, and closing the link.
 */
@ApiTags('questionnaires')
@Controller('questionnaire-uploads')
export class QuestionnaireUploadsController {
  constructor(private readonly uploads: QuestionnaireUploadsService) {}

  @Get()
  @tokenDoc
  @ApiOperation({
    summary:
      'What the upload link is for: the file names listed in the questionnaire and the files received so far. 404 INTAKE.UPLOAD_LINK_INVALID once expired (14 days) or closed',
  })
  @ApiOkResponse({ type: UploadLinkDto })
  @ApiErrors(404)
  async view(@Headers(TOKEN_HEADER) token: string | undefined): Promise<UploadLinkDto> {
    return toUploadLinkDto(await this.uploads.view(token));
  }

  @Post('files')
  @tokenDoc
  @ApiHeader({ name: 'X-File-Name', required: true, description: 'The file’s name, percent-encoded (encodeURIComponent)' })
  @BinaryBody('The file’s bytes')
  @ApiOperation({
    summary:
      'Send one file: PDF, DOC, DOCX, ZIP, JPEG, PNG, WebP, AVIF or GIF by its content (400 INTAKE.FILE_TYPE_NOT_ACCEPTED), at most 10MB (413), at most 20 per questionnaire (409)',
  })
  @ApiCreatedResponse({ type: ReceivedFileDto })
  @ApiErrors(400, 404, 409, 413)
  async upload(
    @Headers(TOKEN_HEADER) token: string | undefined,
    @Headers('x-file-name') name: string | undefined,
    @Body() body: unknown,
  ): Promise<ReceivedFileDto> {
    const bytes = Buffer.isBuffer(body) ? body : Buffer.alloc(0);
    return toReceivedFileDto(await this.uploads.upload(token, fileNameFrom(name), bytes));
  }

  @Post('finish')
  @HttpCode(204)
  @tokenDoc
  @ApiOperation({ summary: 'The visitor sent everything: the link stops working' })
  @ApiNoContentResponse()
  @ApiErrors(400, 404)
  async finish(@Headers(TOKEN_HEADER) token: string | undefined): Promise<void> {
    await this.uploads.finish(token);
  }
}
