import { Body, Controller, Get, HttpCode, Optional, Patch, Post, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiAcceptedResponse, ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import {
  ApiErrors,
  ApiListQuery,
  UuidParam,
  withTotal,
  Auth,
  CurrentUser,
  Audited,
  BulkIdsRequestDto,
  BulkResultDto,
  runBulk,
  ApiCsvExport,
  CsvColumn,
  CsvExporter,
  csvFile,
} from '@fw/api-shared-infrastructure';
import { ConflictError } from '@fw/api-shared-domain';
import { ClientRow } from '@fw/api-accounts-domain';
import type { AuthUser } from '@fw/api-shared-domain';
import {
  ClientAccessService,
  ClientFacts,
  ClientFactsPort,
  ClientInvitationService,
  CreateClientUseCase,
  EmailChangeRepositoryPort,
  LinkOrderUseCase,
  MoveOrderUseCase,
  RequestClientEmailChangeUseCase,
  UpdateClientUseCase,
} from '@fw/api-accounts-application';
import { ClientListItem, clientsListSpec, ClientsQuery } from '../persistence/clients.query';
import {
  ClientEmailChangeResponseDto,
  ClientResponseDto,
  CreateClientRequestDto,
  EmailChangeResponseDto,
  EmailRequestDto,
  LinkOrderRequestDto,
  MoveOrderRequestDto,
  UpdateClientRequestDto,
} from './auth.dto';
import { toMeDto } from './auth.mappers';

const toClientDto = (item: ClientListItem, facts?: ClientFacts): ClientResponseDto => ({
  ...toMeDto(item),
  invitation_pending: item.invitationPending,
  status: item.status,
  disabled_at: item.disabledAt?.toISOString() ?? null,
  last_sign_in_at: item.lastSignInAt?.toISOString() ?? null,
  ...(facts ? { website_state: facts.websiteState, failed_emails: facts.failedEmails } : {}),
});

const CLIENT_CSV: CsvColumn<ClientRow>[] = [
  { header: 'id', prop: 'id' },
  { header: 'email', prop: 'email' },
  { header: 'full_name', prop: 'fullName' },
  { header: 'role', prop: 'role' },
  { header: 'disabled_at', prop: 'disabledAt' },
  { header: 'email_confirmed_at', prop: 'emailConfirmedAt' },
  { header: 'created_at', prop: 'createdAt' },
  { header: 'last_sign_in_at', prop: 'lastSignInAt' },
];

@ApiTags('admin: clients')
@Auth('admin')
@Controller('admin/clients')
export class AdminClientsController {
  constructor(
    private readonly clients: ClientsQuery,
    private readonly createClientUseCase: CreateClientUseCase,
    private readonly updateClientUseCase: UpdateClientUseCase,
    private readonly linkOrderUseCase: LinkOrderUseCase,
    private readonly moveOrderUseCase: MoveOrderUseCase,
    private readonly invitations: ClientInvitationService,
    private readonly access: ClientAccessService,
    private readonly requestEmailChange: RequestClientEmailChangeUseCase,
    private readonly emailChanges: EmailChangeRepositoryPort,
    private readonly csv: CsvExporter,
    @Optional() private readonly facts?: ClientFactsPort,
  ) {}

  /** The list's and detail's clients with what other contexts know (website, e-mail health). */
  private async withFacts(items: ClientListItem[]): Promise<ClientResponseDto[]> {
    const facts = this.facts && items.length ? await this.facts.factsFor(items) : new Map<string, ClientFacts>();
    return items.map((item) => toClientDto(item, facts.get(item.id)));
  }

  @Get('export')
  @ApiCsvExport('Accounts', clientsListSpec)
  @Audited('client.export_list', { target: 'client' })
  async exportList(@Query() query: Record<string, unknown>): Promise<StreamableFile> {
    return csvFile(await this.csv.entityList(ClientRow, query, clientsListSpec, CLIENT_CSV), 'clients');
  }

  @Get()
  @ApiOperation({ summary: 'Every account with its role (simple-rest list; q searches name and e-mail)' })
  @ApiListQuery(clientsListSpec)
  @ApiOkResponse({ type: [ClientResponseDto] })
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: FastifyReply): Promise<ClientResponseDto[]> {
    const { items, total } = await this.clients.list(query);
    return withTotal(res, await this.withFacts(items), total);
  }

  @Get(':id')
  @ApiOkResponse({ type: ClientResponseDto })
  @ApiErrors(400, 404)
  async get(@UuidParam('id') id: string): Promise<ClientResponseDto> {
    return (await this.withFacts([await this.clients.get(id)]))[0];
  }

  @Post()
  @ApiOperation({ summary: 'Create an account with a confirmed e-mail and a welcome e-mail; 409 ACCOUNTS.EMAIL_TAKEN for a used e-mail' })
  @ApiCreatedResponse({ type: ClientResponseDto })
  @ApiErrors(400, 409)
  @Audited('client.create', { target: 'client' })
  async create(@Body() body: CreateClientRequestDto): Promise<ClientResponseDto> {
    return toMeDto(await this.createClientUseCase.execute({ email: body.email, fullName: body.full_name, password: body.password, role: body.role }));
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Change name or role; takes effect on the next request. 409 ACCOUNTS.LAST_ADMIN when demoting the last admin' })
  @ApiOkResponse({ type: ClientResponseDto })
  @ApiErrors(400, 404, 409)
  @Audited('client.update', { target: 'client' })
  async update(@UuidParam('id') id: string, @Body() body: UpdateClientRequestDto): Promise<ClientResponseDto> {
    return toMeDto(await this.updateClientUseCase.execute({ id, fullName: body.full_name, role: body.role }));
  }

  @Post('bulk/disable')
  @HttpCode(200)
  @ApiOperation({ summary: 'Disable the selected accounts; answers per row (ACCOUNTS.LAST_ADMIN, ACCOUNTS.CLIENT_NOT_FOUND are reported, the others proceed)' })
  @ApiOkResponse({ type: BulkResultDto })
  @ApiErrors(400)
  @Audited('client.disable', { target: 'client' })
  async disableMany(@Body() body: BulkIdsRequestDto): Promise<BulkResultDto> {
    return runBulk(body.ids, (id) => this.access.disable(id));
  }

  @Post('bulk/invite')
  @HttpCode(200)
  @ApiOperation({ summary: 'Send fresh invitations to the selected clients; answers per row (ACCOUNTS.ALREADY_ACTIVE for one who has set a password)' })
  @ApiOkResponse({ type: BulkResultDto })
  @ApiErrors(400)
  @Audited('client.invite', { target: 'client' })
  async inviteMany(@Body() body: BulkIdsRequestDto): Promise<BulkResultDto> {
    return runBulk(body.ids, (id) => this.invitations.resendInvite(id));
  }

  @Post(':id/view-as')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Start viewing the product as this client (recorded in the audit log); then send the client id in the X-View-As header',
    description:
      'Requests of an admin with `X-View-As: <client id>` are served as that client and may only read: every write answers 403 AUTH.VIEW_AS_READ_ONLY. ' +
      '404 ACCOUNTS.CLIENT_NOT_FOUND; 409 ACCOUNTS.VIEW_AS_ADMIN for an admin account.',
  })
  @ApiOkResponse({ type: ClientResponseDto })
  @ApiErrors(400, 404, 409)
  @Audited('client.view_as', { target: 'client' })
  async viewAs(@UuidParam('id') id: string): Promise<ClientResponseDto> {
    const client = await this.clients.get(id);
    if (client.role === 'admin') throw new ConflictError('ACCOUNTS.VIEW_AS_ADMIN', 'Only a client account can be viewed as; this is an admin.');
    return toClientDto(client);
  }

  @Post(':id/orders')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Link an order nobody could claim to this client (once)',
    description:
      'Orders are linked automatically only to the account whose confirmed e-mail is the buyer e-mail of the paid checkout. ' +
      '404 ACCOUNTS.CLIENT_NOT_FOUND or BILLING.ORDER_NOT_FOUND; 409 BILLING.ORDER_ALREADY_LINKED (an order never moves) or BILLING.ORDER_NOT_LINKABLE (canceled or expired checkout).',
  })
  @ApiNoContentResponse({ description: 'Linked' })
  @ApiErrors(400, 404, 409)
  @Audited('order.link', { target: 'client' })
  async linkOrder(@UuidParam('id') id: string, @Body() body: LinkOrderRequestDto): Promise<void> {
    await this.linkOrderUseCase.execute({ clientId: id, orderId: body.order_id });
  }

  @Post(':id/orders/move')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Move an order that belongs to another client onto this client, with the reason (kept)',
    description:
      'For an order that landed on the wrong account (a typo in the checkout e-mail). Its hosting renewal and renewal invoices move with it; ' +
      'the move is kept with who, when and why (GET /api/admin/orders/{id}/moves). 400 without a reason; 404 ACCOUNTS.CLIENT_NOT_FOUND or ' +
      'BILLING.ORDER_NOT_FOUND; 409 BILLING.ORDER_NOT_LINKED (link it instead) or BILLING.ORDER_ALREADY_WITH_CLIENT.',
  })
  @ApiNoContentResponse({ description: 'Moved' })
  @ApiErrors(400, 404, 409)
  @Audited('order.move', { target: 'client' })
  async moveOrder(@UuidParam('id') id: string, @Body() body: MoveOrderRequestDto, @CurrentUser() admin: AuthUser): Promise<void> {
    await this.moveOrderUseCase.execute({ clientId: id, orderId: body.order_id, reason: body.reason, adminId: admin.id });
  }

  @Post(':id/email')
  @HttpCode(202)
  @ApiOperation({
    summary: "Change a client's sign-in e-mail: takes effect once the link mailed to the new address is followed",
    description:
      'The link goes to the new address (POST /api/auth/email-change/confirm); the current address is told. Each request is kept with the admin ' +
      'who asked (GET /api/admin/clients/{id}/email-changes). 400 ACCOUNTS.EMAIL_UNCHANGED; 404 ACCOUNTS.CLIENT_NOT_FOUND; 409 ACCOUNTS.EMAIL_TAKEN.',
  })
  @ApiAcceptedResponse({ type: ClientEmailChangeResponseDto })
  @ApiErrors(400, 404, 409)
  @Audited('client.change_email', { target: 'client' })
  async changeEmail(@UuidParam('id') id: string, @Body() body: EmailRequestDto, @CurrentUser() admin: AuthUser): Promise<ClientEmailChangeResponseDto> {
    const { pendingEmail } = await this.requestEmailChange.execute({ clientId: id, email: body.email, adminId: admin.id });
    return { pending_email: pendingEmail };
  }

  @Get(':id/email-changes')
  @ApiOperation({ summary: "The client's sign-in e-mail changes, newest first, with the admin who asked and when each was confirmed" })
  @ApiOkResponse({ type: [EmailChangeResponseDto] })
  @ApiErrors(400, 404)
  async listEmailChanges(@UuidParam('id') id: string): Promise<EmailChangeResponseDto[]> {
    await this.clients.get(id);
    return (await this.emailChanges.listForUser(id)).map((c) => ({
      id: c.id,
      old_email: c.oldEmail,
      new_email: c.newEmail,
      requested_by: c.requestedBy,
      requested_at: c.requestedAt.toISOString(),
      expires_at: c.expiresAt.toISOString(),
      confirmed_at: c.confirmedAt?.toISOString() ?? null,
    }));
  }

  @Post(':id/invite')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Send a fresh invitation (set-password link) to a client who has not set a password yet',
    description:
      'Accounts made for a paid package or from a questionnaire are invited by e-mail; the link works once and expires after AUTH_INVITE_TTL_HOURS. ' +
      'A fresh invitation ends the earlier ones. 404 ACCOUNTS.CLIENT_NOT_FOUND; 409 ACCOUNTS.ALREADY_ACTIVE when the client has already confirmed their e-mail.',
  })
  @ApiNoContentResponse({ description: 'Invitation queued' })
  @ApiErrors(400, 404, 409)
  @Audited('client.invite', { target: 'client' })
  async resendInvite(@UuidParam('id') id: string): Promise<void> {
    await this.invitations.resendInvite(id);
  }

  @Post(':id/disable')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Disable an account: its sessions end at once and it cannot sign in (403 AUTH.ACCOUNT_DISABLED) until enabled',
    description: '404 ACCOUNTS.CLIENT_NOT_FOUND; 409 ACCOUNTS.LAST_ADMIN for the last active admin (also oneself). Repeating it is harmless.',
  })
  @ApiOkResponse({ type: ClientResponseDto })
  @ApiErrors(400, 404, 409)
  @Audited('client.disable', { target: 'client' })
  async disable(@UuidParam('id') id: string): Promise<ClientResponseDto> {
    await this.access.disable(id);
    return toClientDto(await this.clients.get(id));
  }

  @Post(':id/enable')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Enable a disabled account; it signs in again (earlier sessions stay ended). 404 ACCOUNTS.CLIENT_NOT_FOUND; 409 ACCOUNTS.ALREADY_MERGED for an account merged into another',
  })
  @ApiOkResponse({ type: ClientResponseDto })
  @ApiErrors(400, 404, 409)
  @Audited('client.enable', { target: 'client' })
  async enable(@UuidParam('id') id: string): Promise<ClientResponseDto> {
    await this.access.enable(id);
    return toClientDto(await this.clients.get(id));
  }

  @Post(':id/password-reset')
  @HttpCode(204)
  @ApiOperation({
    summary: "E-mail the client a password-reset link (the one 'Forgot password' sends; 1 hour, single use)",
    description:
      '404 ACCOUNTS.CLIENT_NOT_FOUND; 409 ACCOUNTS.CLIENT_DISABLED (enable first) or ACCOUNTS.RESET_RECENTLY_SENT (one per AUTH_EMAIL_MIN_INTERVAL_SECONDS).',
  })
  @ApiNoContentResponse({ description: 'Reset e-mail queued' })
  @ApiErrors(400, 404, 409)
  @Audited('client.password_reset', { target: 'client' })
  async sendPasswordReset(@UuidParam('id') id: string): Promise<void> {
    await this.access.sendPasswordReset(id);
  }
}
