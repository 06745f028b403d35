import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { Auth, CurrentUser } from '@fw/api-shared-infrastructure';
import type { AuthUser } from '@fw/api-shared-domain';
import { SiteLeadRepositoryPort, WebsiteRepositoryPort } from '@fw/api-sites-application';

export class SiteLeadDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'Ana Díaz' }) name: string;
  @ApiProperty({ example: 'ana@example.com' }) email: string;
  @ApiProperty({ type: String, nullable: true }) phone: string | null;
  @ApiProperty() message: string;
  @ApiProperty({ format: 'date-time' }) created_at: string;
}

/** Messages shown at most: a small business's inbox, newest first. */
const LEADS_SHOWN = 200;

@ApiTags('my website')
@Auth()
@Controller('my')
export class MyLeadsController {
  constructor(
    private readonly websites: WebsiteRepositoryPort,
    private readonly leads: SiteLeadRepositoryPort,
  ) {}

  @Get('leads')
  @ApiOperation({ summary: "Messages visitors sent through the contact form of the caller's website, newest first (at most 200); [] without a website" })
  @ApiOkResponse({ type: [SiteLeadDto] })
  async list(@CurrentUser() user: AuthUser): Promise<SiteLeadDto[]> {
    const website = await this.websites.findByOwner(user.id);
    if (!website) return [];
    const leads = await this.leads.listByWebsite(website.id, LEADS_SHOWN);
    return leads.map((l) => ({ id: l.id, name: l.name, email: l.email, phone: l.phone, message: l.message, created_at: l.createdAt.toISOString() }));
  }
}
