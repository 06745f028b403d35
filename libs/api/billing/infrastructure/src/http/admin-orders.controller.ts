import { Controller, Get, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ApiCsvExport, ApiErrors, ApiListQuery, Audited, CsvColumn, CsvExporter, csvFile, UuidParam, withTotal, Auth } from '@fw/api-shared-infrastructure';
import { Order } from '@fw/api-billing-domain';
import { OrdersAdminQuery, ordersListSpec } from '../persistence/orders-admin.query';
import { OrderDto, OrderMoveDto, toOrderDto } from './order.dto';

const WAITING_FOR_BUILD_QUERY = {
  name: 'waiting_for_build',
  required: false,
  enum: ['true', 'false'],
  description: "true: only orders whose buyer has no built website yet (the admin home's card); false: the others",
};

const ORDER_CSV: CsvColumn<Order>[] = [
  { header: 'id', prop: 'id' },
  { header: 'kind', prop: 'kind' },
  { header: 'status', prop: 'status' },
  { header: 'package_id', prop: 'packageId' },
  { header: 'term_years', prop: 'termYears' },
  { header: 'amount_total_cents', prop: 'amountTotal' },
  { header: 'currency', prop: 'currency' },
  { header: 'buyer_email', prop: 'buyerEmail' },
  { header: 'user_id', prop: 'userId' },
  { header: 'paid_at', prop: 'paidAt' },
  { header: 'created_at', prop: 'createdAt' },
];

@ApiTags('admin: orders')
@Auth('admin')
@Controller('admin/orders')
export class AdminOrdersController {
  constructor(
    private readonly orders: OrdersAdminQuery,
    private readonly csv: CsvExporter,
  ) {}

  @Get('export')
  @ApiCsvExport('Orders', ordersListSpec)
  @ApiQuery(WAITING_FOR_BUILD_QUERY)
  @Audited('order.export', { target: 'order' })
  async export(@Query() query: Record<string, unknown>): Promise<StreamableFile> {
    const { rest, extra } = this.orders.filters(query);
    return csvFile(await this.csv.entityList(Order, rest, ordersListSpec, ORDER_CSV, extra), 'orders');
  }

  @Get()
  @ApiOperation({ summary: 'Every order (simple-rest list; q searches the buyer e-mail)' })
  @ApiListQuery(ordersListSpec)
  @ApiQuery(WAITING_FOR_BUILD_QUERY)
  @ApiOkResponse({ type: [OrderDto] })
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: FastifyReply): Promise<OrderDto[]> {
    const { items, total } = await this.orders.list(query);
    const hostings = await this.orders.hostingsOf(items);
    return withTotal(
      res,
      items.map((order) => toOrderDto(order, hostings.get(order.id))),
      total,
    );
  }

  @Get(':id')
  @ApiOkResponse({ type: OrderDto })
  @ApiErrors(400, 404)
  async get(@UuidParam('id') id: string): Promise<OrderDto> {
    const order = await this.orders.get(id);
    return toOrderDto(order, (await this.orders.hostingsOf([order])).get(order.id));
  }

  @Get(':id/moves')
  @ApiOperation({ summary: 'The moves of an order between clients (admin corrections), oldest first, with their reasons' })
  @ApiOkResponse({ type: [OrderMoveDto] })
  @ApiErrors(400, 404)
  async moves(@UuidParam('id') id: string): Promise<OrderMoveDto[]> {
    const rows = await this.orders.moves(id);
    return rows.map((row) => ({ ...row, moved_at: new Date(row.moved_at).toISOString() }));
  }
}
