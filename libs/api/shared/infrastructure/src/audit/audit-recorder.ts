import { Injectable, Logger } from '@nestjs/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthUser } from '@fw/api-shared-domain';
import { AuditTrailPort } from '@fw/api-shared-application';
import { clientIp } from '../rate-limit/client-ip';
import { AuditedMetadata, READ_METHODS } from './audited.metadata';
import { auditMarkOf } from './audit-mark.guard';
import { isBulkResult } from './bulk-result';

type AuditedRequest = FastifyRequest & { user?: AuthUser; params: Record<string, string>; body?: unknown; query: Record<string, unknown> };

/** The handler's answer as it was sent: the JSON it returned (bulk rows, a created record's id), if any. */
function answerOf(payload: unknown): unknown {
  if (typeof payload !== 'string') return undefined;
  try {
    return JSON.parse(payload) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Records the requests AuditMarkGuard marked, once they have succeeded, before the answer goes out
 * (a Fastify onSend hook: a request with no mark passes at once). A bulk route's answer names its
 * rows; each row done is one entry.
 *
 * The entry is written once the handler has succeeded, not inside the handler's transaction: the
 * handlers run their own use-case transactions and some answer from a second connection
 * (SqlReader), which would not yet see an uncommitted change. A failure to record is logged as an
 * error and the answer still goes out, as the action has already happened.
 */
@Injectable()
export class AuditRecorder {
  private readonly logger = new Logger('AuditRecorder');

  constructor(private readonly trail: AuditTrailPort) {}

  register(fastify: FastifyInstance): void {
    fastify.addHook('onSend', (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (err: null, payload: unknown) => void) => {
      const mark = auditMarkOf(request);
      if (!mark || reply.statusCode >= 400) return done(null, payload);
      this.record(request as AuditedRequest, mark, answerOf(payload))
        .catch((error: unknown) => this.logger.error({ err: error, action: mark.action }, 'audit entry not recorded'))
        .then(() => done(null, payload));
    });
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
      details: { params: otherParams, body, query: READ_METHODS.has(req.method) ? req.query : undefined },
    });
  }
}
