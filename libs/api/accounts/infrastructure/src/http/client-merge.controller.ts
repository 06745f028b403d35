import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors, Audited, Auth, CurrentUser, UuidParam } from '@fw/api-shared-infrastructure';
import type { AuthUser } from '@fw/api-shared-domain';
import { ClientMergeRecord, ClientMergeService } from '@fw/api-accounts-application';
import { ClientMergeResponseDto, MergeClientRequestDto } from './client-merge.dto';

const toDto = (row: ClientMergeRecord): ClientMergeResponseDto => ({ ...row, merged_at: new Date(row.merged_at).toISOString() });

@ApiTags('admin: clients')
@Auth('admin')
@Controller('admin/clients')
export class ClientMergeController {
  constructor(private readonly merges: ClientMergeService) {}

  @Post(':id/merge')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Merge another client account into this one: its orders, website, questionnaires and history move here, and it is closed (it can no longer sign in)',
    description:
      "The reason is kept (GET /api/admin/clients/{id}/merges, and each moved order's moves). 400 without a reason or for the same account (ACCOUNTS.MERGE_SAME_CLIENT); " +
      '404 ACCOUNTS.CLIENT_NOT_FOUND; 409 ACCOUNTS.MERGE_WEBSITE_CONFLICT (both have a website: delete or reassign one first), ACCOUNTS.MERGE_ADMIN or ACCOUNTS.ALREADY_MERGED.',
  })
  @ApiOkResponse({ type: ClientMergeResponseDto })
  @ApiErrors(400, 404, 409)
  @Audited('client.merge', { target: 'client' })
  async merge(@UuidParam('id') id: string, @Body() body: MergeClientRequestDto, @CurrentUser() admin: AuthUser): Promise<ClientMergeResponseDto> {
    await this.merges.merge({ survivingId: id, mergedId: body.from_client_id, reason: body.reason, adminId: admin.id });
    const [latest] = await this.merges.mergesInto(id);
    return toDto(latest);
  }

  @Get(':id/merges')
  @ApiOperation({ summary: 'The accounts merged into this client, newest first, with what moved and why' })
  @ApiOkResponse({ type: [ClientMergeResponseDto] })
  @ApiErrors(400, 404)
  async list(@UuidParam('id') id: string): Promise<ClientMergeResponseDto[]> {
    return (await this.merges.mergesInto(id)).map(toDto);
  }
}
