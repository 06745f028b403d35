import { ApiProperty } from '@nestjs/swagger';
import type { ActivityEntry } from '@fw/api-sites-domain';

export class ActivityDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'Updated website content' }) action: string;
  @ApiProperty({ type: 'object', additionalProperties: true, example: { sections: ['hero_title'] } }) details: Record<string, unknown>;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) website_id: string | null;
  @ApiProperty({ format: 'date-time' }) created_at: string;
}

export function toActivityDto(a: ActivityEntry): ActivityDto {
  return { id: a.id, action: a.action, details: a.details, website_id: a.websiteId, created_at: a.createdAt.toISOString() };
}
