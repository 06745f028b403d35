import { ApiProperty } from '@nestjs/swagger';
import type { SubmissionFile } from '@fw/api-intake-domain';
import type { UploadLinkView } from '@fw/api-intake-application';

/** A file received through a questionnaire's upload link. */
export class ReceivedFileDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ description: "The visitor's file name, cleaned, with the extension of what its content is" }) file_name: string;
  @ApiProperty({ description: 'Detected from the content, not the name' }) content_type: string;
  @ApiProperty({ type: 'integer' }) size_bytes: number;
  @ApiProperty({ description: 'Images may later join the website’s media library; other files are only ever downloaded as attachments' }) is_image: boolean;
  @ApiProperty({ format: 'date-time' }) created_at: string;
}

/** What the upload page shows the link's holder. */
export class UploadLinkDto {
  @ApiProperty({ type: [String], description: 'The file names listed in the questionnaire' }) listed_files: string[];
  @ApiProperty({ type: [ReceivedFileDto] }) received_files: ReceivedFileDto[];
  @ApiProperty({ format: 'date-time' }) expires_at: string;
}

export function toReceivedFileDto(file: SubmissionFile): ReceivedFileDto {
  return {
    id: file.id,
    file_name: file.fileName,
    content_type: file.contentType,
    size_bytes: file.sizeBytes,
    is_image: file.isImage(),
    created_at: new Date(file.createdAt).toISOString(),
  };
}

export function toUploadLinkDto(view: UploadLinkView): UploadLinkDto {
  return { listed_files: view.listedFiles, received_files: view.receivedFiles.map(toReceivedFileDto), expires_at: view.expiresAt.toISOString() };
}
