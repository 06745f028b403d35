import { Controller, Get, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { EntityManager } from '@mikro-orm/postgresql';
import { ApiCsvExport, ApiListQuery, Audited, Auth, CsvColumn, CsvExporter, csvFile, findPage, ListSpec, withTotal } from '@fw/api-shared-infrastructure';
import { OwnerDirectoryPort } from '@fw/api-sites-application';
import { ActivityEntry, Website } from '@fw/api-sites-domain';
import { WebsiteSchema } from '../persistence/sites.schemas';
import { ActivityDto, toActivityDto } from './activity.dto';

export const activityListSpec: ListSpec = {
  fields: {
    id: { path: 'id', type: 'uuid', filterable: true },
    user_id: { path: 'userId', type: 'uuid', filterable: true },
    website_id: { path: 'websiteId', type: 'uuid', filterable: true, nullable: true },
    action: { path: 'action', type: 'string', filterable: true, searchable: true },
    created_at: { path: 'createdAt', type: 'date', filterable: true, sortable: true },
  },
  defaultSort: { field: 'created_at', order: 'desc' },
};

const ACTIVITY_CSV: CsvColumn<ActivityEntry>[] = [
  { header: 'created_at', prop: 'createdAt' },
  { header: 'user_id', prop: 'userId' },
  { header: 'website_id', prop: 'websiteId' },
  { header: 'action', prop: 'action' },
  { header: 'details', prop: 'details' },
];

export class AdminActivityDto extends ActivityDto {
  @ApiProperty({ format: 'uuid', description: 'Who did it (the client, or the admin on their behalf)' }) user_id: string;
  @ApiProperty({ type: String, nullable: true, description: "The person's name, else e-mail" }) user_name: string | null;
  @ApiProperty({ type: String, nullable: true }) website_name: string | null;
}

/** One activity feed across every client's website (what the client's own home shows, for all). */
@ApiTags('admin: activity')
@Auth('admin')
@Controller('admin/activity')
export class AdminActivityController {
  constructor(
    private readonly em: EntityManager,
    private readonly owners: OwnerDirectoryPort,
    private readonly csv: CsvExporter,
  ) {}

  @Get()
  @ApiOperation({
    summary:
      "Every client's website activity, newest first (simple-rest list; filter by user_id, website_id, action, created_at_gte/_lte; q searches the action)",
  })
  @ApiListQuery(activityListSpec)
  @ApiOkResponse({ type: [AdminActivityDto] })
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: FastifyReply): Promise<AdminActivityDto[]> {
    const { items, total } = await findPage(this.em, ActivityEntry, query, activityListSpec);
    const userIds = [...new Set(items.map((a) => a.userId))];
    const websiteIds = [...new Set(items.map((a) => a.websiteId).filter((id): id is string => !!id))];
    const [people, websites] = await Promise.all([
      userIds.length ? this.owners.findOwners(userIds) : new Map(),
      websiteIds.length
        ? this.em.find(WebsiteSchema, { id: { $in: websiteIds } }, { fields: ['id', 'name'], disableIdentityMap: true })
        : Promise.resolve([] as Website[]),
    ]);
    const websiteNames = new Map(websites.map((w) => [w.id, w.name]));
    return withTotal(
      res,
      items.map((a) => {
        const person = people.get(a.userId);
        return {
          ...toActivityDto(a),
          user_id: a.userId,
          user_name: person ? person.fullName || person.email : null,
          website_name: (a.websiteId && websiteNames.get(a.websiteId)) || null,
        };
      }),
      total,
    );
  }

  @Get('export')
  @ApiCsvExport('The activity feed', activityListSpec)
  @Audited('activity.export')
  async export(@Query() query: Record<string, unknown>): Promise<StreamableFile> {
    return csvFile(await this.csv.entityList(ActivityEntry, query, activityListSpec, ACTIVITY_CSV), 'activity');
  }
}
