import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { ApiErrors, Auth, UuidParam, Audited } from '@fw/api-shared-infrastructure';
import { CustomDomainService, CustomDomainView } from '@fw/api-sites-application';
import { DOMAIN_STATUSES } from '@fw/api-sites-domain';
import type { DomainStatus } from '@fw/api-sites-domain';

export class DnsRecordDto {
  @ApiProperty({ enum: ['A', 'AAAA', 'CNAME'] }) type: 'A' | 'AAAA' | 'CNAME';
  @ApiProperty({ example: '@', description: "Name in the domain's zone: @ for the domain itself" }) name: string;
  @ApiProperty({ example: '203.0.113.10' }) value: string;
}

export class CustomDomainDto {
  @ApiProperty({ format: 'uuid' }) website_id: string;
  @ApiProperty({ type: String, nullable: true, example: 'sunshinebakery.com' }) domain: string | null;
  @ApiProperty({ type: String, nullable: true, enum: DOMAIN_STATUSES }) status: DomainStatus | null;
  @ApiProperty({ type: String, nullable: true, description: 'Why the domain is not live, in words for the admin' }) reason: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) checked_at: string | null;
  @ApiProperty({ type: [DnsRecordDto], description: 'The records to create at the DNS provider' }) records: DnsRecordDto[];
}

const toDto = (view: CustomDomainView): CustomDomainDto => ({
  website_id: view.websiteId,
  domain: view.domain,
  status: view.status,
  reason: view.reason,
  checked_at: view.checkedAt?.toISOString() ?? null,
  records: view.records,
});

@ApiTags('admin: websites')
@Auth('admin')
@Controller('admin/websites')
export class CustomDomainController {
  constructor(private readonly domains: CustomDomainService) {}

  @Get(':id/domain')
  @ApiOperation({ summary: "The website's custom domain: the DNS records to create and the last check's status" })
  @ApiOkResponse({ type: CustomDomainDto })
  @ApiErrors(400, 404)
  async get(@UuidParam('id') id: string): Promise<CustomDomainDto> {
    return toDto(await this.domains.view(id));
  }

  @Post(':id/domain/check')
  @HttpCode(200)
  @ApiOperation({ summary: 'Looks the custom domain up in DNS now and stores its status (waiting_for_dns, live, error with the reason)' })
  @ApiOkResponse({ type: CustomDomainDto })
  @ApiErrors(400, 404)
  @Audited('website.domain_check', { target: 'website' })
  async check(@UuidParam('id') id: string): Promise<CustomDomainDto> {
    return toDto(await this.domains.check(id));
  }
}
