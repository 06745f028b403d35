import { ApiProperty } from '@nestjs/swagger';
import { SECTION_KINDS, SITE_PAGES, sectionsOf, type SectionKind, type SitePage, type TemplateManifest } from '@fw/shared-site-templates';

export class SectionFieldDto {
  @ApiProperty({ example: 'hero_title', description: 'The section_key of the website section it describes' }) key: string;
  @ApiProperty({ example: 'Headline', description: 'What the editor shows the site owner' }) label: string;
  @ApiProperty({ enum: SECTION_KINDS, description: 'list and opening_hours hold one entry per line; image holds an uploaded image path or https URL' })
  kind: SectionKind;
  @ApiProperty({ type: 'integer', example: 80 }) max_length: number;
  @ApiProperty({ type: 'integer', nullable: true, description: 'Lines allowed (list, opening_hours)' }) max_items: number | null;
  @ApiProperty() required: boolean;
  @ApiProperty({ example: 'The first words visitors read.' }) help: string;
  @ApiProperty({ enum: SITE_PAGES, description: 'Where the section appears; every_page is the header or footer' }) page: SitePage;
  @ApiProperty({ type: 'integer', description: 'Ascending within its page' }) order: number;
}

export class SiteTemplateDto {
  @ApiProperty({
    example: 'restaurant',
    description: "A website's template field names it by id or name, case-insensitively; anything else is the default template",
  })
  id: string;
  @ApiProperty({ example: 'Restaurant & Café' }) name: string;
  @ApiProperty() description: string;
  @ApiProperty({ type: [SectionFieldDto], description: 'Home page first, then contact, then every page; each in order' }) sections: SectionFieldDto[];
}

export function toSiteTemplateDto(template: TemplateManifest): SiteTemplateDto {
  return {
    id: template.id,
    name: template.name,
    description: template.description,
    sections: sectionsOf(template).map((s) => ({
      key: s.key,
      label: s.label,
      kind: s.kind,
      max_length: s.maxLength,
      max_items: s.maxItems ?? null,
      required: s.required,
      help: s.help,
      page: s.page,
      order: s.order,
    })),
  };
}
