import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional, IsString, IsUUID, Length, Matches, MaxLength } from 'class-validator';
import type { WebsiteView } from '@fw/api-sites-application';
import { DOMAIN_MAX, DOMAIN_STATUSES, WEBSITE_NAME_MAX, WEBSITE_STATUSES, WEBSITE_TEMPLATE_MAX } from '@fw/api-sites-domain';
import type { DomainStatus, WebsiteStatus } from '@fw/api-sites-domain';
import type { SiteAddresses } from '../hosting/site-addresses';
import { IsOmittable } from './dto-helpers';

export class WebsiteOwnerDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ type: String, nullable: true }) full_name: string | null;
  @ApiProperty({ example: 'client@example.com' }) email: string;
}

export class WebsiteDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'Sunshine Bakery' }) name: string;
  @ApiProperty({ type: String, nullable: true, example: 'sunshinebakery.com', description: 'Lower-case host name' }) domain: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'Restaurant', description: 'null means the default template' }) template: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) owner_id: string | null;
  @ApiProperty({ type: WebsiteOwnerDto, nullable: true }) owner: WebsiteOwnerDto | null;
  @ApiProperty({ enum: WEBSITE_STATUSES, description: 'waiting_for_build: made for a paid package or a questionnaire, not built yet' }) status: WebsiteStatus;
  @ApiProperty({ description: "The client's changes go live only after an admin approves them (Send for review instead of Publish)" }) requires_review: boolean;
  @ApiProperty({ type: String, nullable: true, example: 'sunshine-bakery', description: 'Label of the platform address' }) slug: string | null;
  @ApiProperty({ type: String, nullable: true, enum: DOMAIN_STATUSES, description: "The custom domain's DNS check; null without a domain" })
  domain_status: DomainStatus | null;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'http://sunshine-bakery.localhost:3000',
    description: 'Where visitors see the website: https://{domain} once its DNS is live, else the platform address',
  })
  site_url: string | null;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ format: 'date-time' }) updated_at: string;
}

export function toWebsiteDto({ website, owner }: WebsiteView, addresses: SiteAddresses): WebsiteDto {
  return {
    id: website.id,
    name: website.name,
    domain: website.domain,
    template: website.template,
    owner_id: website.ownerId,
    owner: owner ? { id: owner.id, full_name: owner.fullName, email: owner.email } : null,
    status: website.status,
    requires_review: website.requiresReview,
    slug: website.slug,
    domain_status: website.domainStatus,
    site_url: addresses.urlOf(website),
    created_at: website.createdAt.toISOString(),
    updated_at: website.updatedAt.toISOString(),
  };
}

// What is sent is what is stored: an empty domain or template is refused (400), null clears it.
const NOT_BLANK = /\S/;
const notBlank = (field: string) => Matches(NOT_BLANK, { message: `${field} must not be empty (send null to clear it)` });
const domainDoc = {
  type: String,
  nullable: true,
  minLength: 1,
  maxLength: DOMAIN_MAX,
  pattern: NOT_BLANK.source,
  example: 'sunshinebakery.com',
  description: 'A host name (letters, digits, hyphens, dots; at least two labels), stored lower-case and unique. null clears it; empty is refused.',
};
const templateDoc = {
  type: String,
  nullable: true,
  minLength: 1,
  maxLength: WEBSITE_TEMPLATE_MAX,
  pattern: NOT_BLANK.source,
  example: 'Restaurant',
  description: 'null means the default template; empty is refused',
};
const ownerDoc = { type: String, format: 'uuid', nullable: true, description: 'id of an existing profile (client); null for none' };

export class CreateWebsiteRequestDto {
  @ApiProperty({ minLength: 1, maxLength: WEBSITE_NAME_MAX, example: 'Sunshine Bakery' })
  @IsString()
  @Length(1, WEBSITE_NAME_MAX)
  name: string;

  @ApiPropertyOptional(domainDoc)
  @IsOptional()
  @IsString()
  @MaxLength(DOMAIN_MAX)
  @notBlank('domain')
  domain?: string | null;

  @ApiPropertyOptional(templateDoc)
  @IsOptional()
  @IsString()
  @MaxLength(WEBSITE_TEMPLATE_MAX)
  @notBlank('template')
  template?: string | null;

  @ApiPropertyOptional(ownerDoc)
  @IsOptional()
  @IsUUID('all')
  owner_id?: string | null;
}

export class UpdateWebsiteRequestDto {
  @ApiPropertyOptional({ minLength: 1, maxLength: WEBSITE_NAME_MAX })
  @IsOmittable()
  @IsString()
  @Length(1, WEBSITE_NAME_MAX)
  name?: string;

  @ApiPropertyOptional(domainDoc)
  @IsOptional()
  @IsString()
  @MaxLength(DOMAIN_MAX)
  @notBlank('domain')
  domain?: string | null;

  @ApiPropertyOptional(templateDoc)
  @IsOptional()
  @IsString()
  @MaxLength(WEBSITE_TEMPLATE_MAX)
  @notBlank('template')
  template?: string | null;

  @ApiPropertyOptional(ownerDoc)
  @IsOptional()
  @IsUUID('all')
  owner_id?: string | null;

  @ApiPropertyOptional({ enum: WEBSITE_STATUSES, description: 'live once the website is built' })
  @IsOmittable()
  @IsIn(WEBSITE_STATUSES)
  status?: WebsiteStatus;

  @ApiPropertyOptional({ description: "true: the client's Publish becomes Send for review; nothing goes live without an admin's approval" })
  @IsOmittable()
  @IsBoolean()
  requires_review?: boolean;
}
