import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { Auth } from '@fw/api-shared-infrastructure';
import { OVERVIEW_CARD_KEYS, type OverviewCardKey } from '@fw/api-accounts-domain';
import { AdminOverviewService } from '@fw/api-accounts-application';

export class OverviewCardDto {
  @ApiProperty({ enum: OVERVIEW_CARD_KEYS }) key: OverviewCardKey;
  @ApiProperty({ example: 3 }) count: number;
  @ApiProperty({
    description: 'The filters of the list this card links to (simple-rest query parameters)',
    example: { status: 'completed', completed_at_gte: '2026-11-16T17:00:00.000Z' },
    type: 'object',
    additionalProperties: { type: 'string' },
  })
  filters: Record<string, string>;
}

export class AdminOverviewDto {
  @ApiProperty({ format: 'date-time', description: 'The moment the windows were measured from' }) as_of: string;
  @ApiProperty({ type: [OverviewCardDto] }) cards: OverviewCardDto[];
}

@ApiTags('admin: overview')
@Auth('admin')
@Controller('admin/overview')
export class AdminOverviewController {
  constructor(private readonly overview: AdminOverviewService) {}

  @Get()
  @ApiOperation({
    summary: 'The admin home: counts of the work waiting, each with the filters of its list',
    description:
      'new_questionnaires: completed in the last 7 days and not opened by an admin yet; abandoned_drafts: drafts untouched for more than 3 days; new_leads: contact ' +
      'messages with status new; orders_waiting_for_build: paid packages whose buyer has no website yet; failed_emails; ' +
      'renewals_due: hosting renewals charged in the next 30 days; reviews_waiting: changes clients sent for review (GET /api/admin/reviews lists them oldest first). One indexed statement per card.',
  })
  @ApiOkResponse({ type: AdminOverviewDto })
  async get(): Promise<AdminOverviewDto> {
    const now = new Date();
    return { as_of: now.toISOString(), cards: await this.overview.cards(now) };
  }
}
