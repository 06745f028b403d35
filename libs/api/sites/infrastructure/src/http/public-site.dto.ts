import { ApiProperty } from '@nestjs/swagger';

export class PublicWebsiteDto {
  @ApiProperty() name: string;
  @ApiProperty({ example: 'sunshinebakery.com' }) domain: string;
  @ApiProperty({ type: String, nullable: true }) template: string | null;
}

export class PublicContentDto {
  @ApiProperty({ type: PublicWebsiteDto }) website: PublicWebsiteDto;
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string' },
    example: { hero_title: 'Baked Fresh in Royal Palm Beach' },
    description: 'section_key → content_value, keys in section_key order',
  })
  sections: Record<string, string>;
}

export class PublicPostDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() title: string;
  @ApiProperty() content: string;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ format: 'date-time' }) updated_at: string;
}
