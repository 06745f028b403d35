import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { SqlReader, Auth } from '@fw/api-shared-infrastructure';
import { OVERVIEW_CARD_KEYS, OVERVIEW_STATEMENTS, OVERVIEW_WINDOWS, type OverviewCardKey } from './admin-overview.queries';

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

const DAY = 24 * 3600 * 1000;

/** The filters of each card's list, matching its statement. */
function filtersFor(key: OverviewCardKey, now: Date): Record<string, string> {
  const days = (n: number) => new Date(now.getTime() + n * DAY).toISOString();
  switch (key) {
    case 'new_questionnaires':
      return { status: 'completed', reviewed_at_null: 'true', completed_at_gte: days(-OVERVIEW_WINDOWS.newQuestionnaireDays) };
    case 'abandoned_drafts':
      return { status: 'draft', updated_at_lte: days(-OVERVIEW_WINDOWS.abandonedDraftDays) };
    case 'new_leads':
      return { status: 'new' };
    case 'orders_waiting_for_build':
      return { kind: 'package', status: 'paid', waiting_for_build: 'true' };
    case 'failed_emails':
      return { status: 'failed' };
    case 'reviews_waiting':
      return { status: 'pending' };
    case 'renewals_due':
      return { kind: 'hosting', next_charge_at_gte: now.toISOString(), next_charge_at_lte: days(OVERVIEW_WINDOWS.renewalsDueDays) };
  }
}

@ApiTags('admin: overview')
@Auth('admin')
@Controller('admin/overview')
export class AdminOverviewController {
  constructor(private readonly sql: SqlReader) {}

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
    const cards = await Promise.all(
      OVERVIEW_CARD_KEYS.map(async (key) => {
        const row = await this.sql.first<{ count: number }>(OVERVIEW_STATEMENTS[key], [now]);
        return { key, count: row?.count ?? 0, filters: filtersFor(key, now) };
      }),
    );
    return { as_of: now.toISOString(), cards };
  }
}
