import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, IsString, IsUUID, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { CONTENT_VALUE_MAX } from '@fw/api-sites-domain';
import { MAX_INT } from './dto-helpers';
import { SectionDto } from './section.dto';
import { WebsiteDto } from './website.dto';

export const SAVE_CONTENT_MAX_SECTIONS = 500;

export class MyWebsiteResponseDto {
  @ApiProperty({ type: WebsiteDto, nullable: true, description: 'null when no website is assigned to the caller' }) website: WebsiteDto | null;
  @ApiProperty({ type: [SectionDto], description: 'Sorted by section_key' }) sections: SectionDto[];
  @ApiProperty({
    example: 'America/New_York',
    description: "The business's IANA time zone (BUSINESS_TIME_ZONE): dates are shown, and a post's schedule entered, in it",
  })
  business_time_zone: string;
}

export class SectionChangeDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all')
  id: string;

  @ApiProperty({ maxLength: CONTENT_VALUE_MAX })
  @IsString()
  @MaxLength(CONTENT_VALUE_MAX)
  content_value: string;

  @ApiProperty({ type: 'integer', minimum: 1, description: 'The version the value was read at' })
  @IsInt()
  @Min(1)
  @Max(MAX_INT)
  version: number;
}

export class SaveContentRequestDto {
  @ApiProperty({ type: [SectionChangeDto], maxItems: SAVE_CONTENT_MAX_SECTIONS, description: 'Changed sections; each id at most once' })
  @IsArray()
  @ArrayMaxSize(SAVE_CONTENT_MAX_SECTIONS)
  @ValidateNested({ each: true })
  @Type(() => SectionChangeDto)
  sections: SectionChangeDto[];
}

export class ContentConflictDto {
  @ApiProperty({ type: SectionDto, description: 'The section as stored now (text and version saved by someone else)' })
  theirs: SectionDto;
  @ApiProperty({ description: 'The text this request sent for the section, not saved' })
  yours: string;
}

export class SaveContentResponseDto {
  @ApiProperty({ type: [SectionDto], description: 'Every section of the website after the save, sorted by section_key' })
  sections: SectionDto[];
  @ApiProperty({ type: [String], example: ['about_text', 'contact_phone'], description: 'Keys of the sections this request wrote, sorted' })
  saved: string[];
  @ApiProperty({
    type: [ContentConflictDto],
    description:
      'Sections not written because someone else saved them after the sent version was read, sorted by section_key. ' +
      'To keep your text, send it again with theirs.version.',
  })
  conflicts: ContentConflictDto[];
}
