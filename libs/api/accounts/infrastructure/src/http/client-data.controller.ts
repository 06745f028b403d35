import { Controller, Delete, Get, HttpCode, Res } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ApiErrors, Auth, CurrentUser, UuidParam, Audited } from '@fw/api-shared-infrastructure';
import type { AuthUser } from '@fw/api-shared-domain';
import { ClientDataService } from '@fw/api-accounts-application';

@ApiTags('admin: clients')
@Auth('admin')
@Controller('admin/clients')
export class ClientDataController {
  constructor(private readonly data: ClientDataService) {}

  @Get(':id/export')
  @ApiOperation({
    summary: 'Download everything stored about a client as JSON: profile, orders, websites with sections and posts, questionnaires, history, e-mails',
    description:
      'Secrets (password and link hashes) are left out. Each export is recorded with the admin who took it; it allows deleting the client for an hour. 404 ACCOUNTS.CLIENT_NOT_FOUND.',
  })
  @ApiProduces('application/json')
  @ApiOkResponse({ description: 'The export, as an attachment', schema: { type: 'object', additionalProperties: true } })
  @ApiErrors(400, 404)
  @Audited('client.export', { target: 'client' })
  async export(@UuidParam('id') id: string, @CurrentUser() admin: AuthUser, @Res({ passthrough: true }) res: FastifyReply): Promise<Record<string, unknown>> {
    const data = await this.data.export(id, admin.id);
    res.header('Content-Disposition', `attachment; filename="client-${id}.json"`);
    res.header('Cache-Control', 'no-store');
    return data;
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Delete a client: account, website, questionnaires and their e-mails go; orders stay for the books with the person detached',
    description:
      'See docs/client-data.md for what is kept and why. 404 ACCOUNTS.CLIENT_NOT_FOUND; 409 ACCOUNTS.EXPORT_REQUIRED (export within the last hour first) or ACCOUNTS.ADMIN_NOT_DELETABLE.',
  })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiErrors(400, 404, 409)
  @Audited('client.delete', { target: 'client' })
  async delete(@UuidParam('id') id: string, @CurrentUser() admin: AuthUser): Promise<void> {
    await this.data.delete(id, admin.id);
  }
}
