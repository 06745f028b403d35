import { CallHandler, ExecutionContext, Injectable, Logger, NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { mergeMap, Observable } from 'rxjs';
import type { AuthUser } from '@fw/api-shared-domain';
import { AuditTrailPort } from '@fw/api-shared-application';
import { REQUIRED_ROLE } from '../identity/auth.guards';
import { clientIp } from '../rate-limit/client-ip';
import { AUDITED, AuditedMetadata } from './audited.metadata';
import { isBulkResult } from './bulk-result';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Requests already in an AuditInterceptor: a route can carry it twice (`@Auth` on its controller
 * and `@Audited` on the handler), and each request is recorded once.
 */
const intercepted = new WeakSet<object>();

type AuditedRequest = FastifyRequest & { user?: AuthUser; params: Record<string, string>; body?: unknown; query: Record<string, unknown> };

/**
 * Records admin actions after they succeed: every route marked `@Audited`, and every admin-only
 * write even when unmarked (named after its route), so a new admin route cannot slip past the log.
 * A bulk route's answer names its rows; each row done is one entry.
 *
 * It is on the routes that may need it, not global: `@Auth` and `@OptionalAuth` (the only ways a
 * request gets a user, hence the only routes with admin or acting-admin writes) and `@Audited`
 * put it there. A global interceptor makes Nest run its observable pipeline on every request,
 * the anonymous public reads included, which never record anything.
 *
 * The entry is written once the handler has succeeded, not inside the handler's transaction: the
 * handlers run their own use-case transactions and some answer from a second connection
 * (SqlReader), which would not yet see an uncommitted change. A failure to record is logged as an
 * error and the answer still goes out, as the action has already happened.
 */
@Injectable()
export class AuditInterceptor implements NestInterceptor {
  private readonly logger = new Logger(AuditInterceptor.name);

  constructor(
    private readonly reflector: Reflector,
    private readonly trail: AuditTrailPort,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const req = context.switchToHttp().getRequest<AuditedRequest>();
    if (intercepted.has(req)) return next.handle();
    intercepted.add(req);
    const marked = this.reflector.get<AuditedMetadata | undefined>(AUDITED, context.getHandler());
    const role = this.reflector.getAllAndOverride<string | undefined>(REQUIRED_ROLE, [context.getHandler(), context.getClass()]);
    const write = !READS.has(req.method);
    const route = `${req.method.toLowerCase()} ${req.routeOptions?.url ?? req.url.split('?')[0]}`;
    // An admin acting as a client: each write (the blog's, the only ones allowed) is the admin's.
    const acting = !!req.user?.actingAdmin && write;
    if (!marked && !acting && !(role === 'admin' && write)) return next.handle();
    const meta: AuditedMetadata = marked ?? (acting ? { action: `client_blog.${route}`, target: 'client' } : { action: `admin.${route}` });
    return next.handle().pipe(
      mergeMap(async (result: unknown) => {
        await this.record(req, meta, result).catch((error: unknown) => this.logger.error({ err: error, action: meta.action }, 'audit entry not recorded'));
        return result;
      }),
    );
  }

  private async record(req: AuditedRequest, meta: AuditedMetadata, result: unknown): Promise<void> {
    const user = req.user;
    const { id, ...otherParams } = req.params ?? {};
    const base = {
      actorId: user?.actingAdmin?.id ?? user?.id ?? null,
      actorEmail: user?.actingAdmin?.email ?? user?.email ?? null,
      action: meta.action,
      targetType: meta.target ?? null,
      ip: clientIp(req),
    };
    const body = req.body && typeof req.body === 'object' && !Buffer.isBuffer(req.body) ? (req.body as Record<string, unknown>) : undefined;
    if (isBulkResult(result)) {
      const { ids: _ids, ...rest } = body ?? {};
      for (const row of result.results.filter((r) => r.ok)) await this.trail.record({ ...base, targetId: row.id, details: { bulk: true, body: rest } });
      return;
    }
    const createdId = result && typeof result === 'object' && 'id' in result ? String((result as { id: unknown }).id) : null;
    if (user?.actingAdmin) {
      await this.trail.record({ ...base, targetId: user.id, details: { as_client: user.email, params: req.params, body, result_id: createdId ?? undefined } });
      return;
    }
    await this.trail.record({
      ...base,
      targetId: id ?? createdId,
      details: { params: otherParams, body, query: READS.has(req.method) ? req.query : undefined },
    });
  }
}
