import { ApiProperty } from '@nestjs/swagger';
import { IsString, IsUUID, Matches, MaxLength } from 'class-validator';

/** Longest merge reason kept (the client_merges check says the same). */
export const MERGE_REASON_MAX = 500;

export class MergeClientRequestDto {
  @ApiProperty({
    format: 'uuid',
    description: 'The account merged away: its orders, website, questionnaires and history move to this client, and it is closed',
  })
  @IsUUID('all', { message: 'from_client_id must be a UUID' })
  from_client_id: string;

  @ApiProperty({ maxLength: MERGE_REASON_MAX, example: 'Second account from a typo in the checkout e-mail', description: 'Why; kept with the merge' })
  @IsString({ message: 'reason is required' })
  @Matches(/\S/, { message: 'reason is required' })
  @MaxLength(MERGE_REASON_MAX, { message: `reason must be at most ${MERGE_REASON_MAX} characters` })
  reason: string;
}

export class ClientMergeResponseDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid', description: 'The account merged away (now closed)' }) merged_id: string;
  @ApiProperty() merged_email: string;
  @ApiProperty() reason: string;
  @ApiProperty() orders_moved: number;
  @ApiProperty() websites_moved: number;
  @ApiProperty() questionnaires_moved: number;
  @ApiProperty() activity_moved: number;
  @ApiProperty({ format: 'uuid', nullable: true, type: String }) merged_by: string | null;
  @ApiProperty({ format: 'date-time' }) merged_at: string;
}
