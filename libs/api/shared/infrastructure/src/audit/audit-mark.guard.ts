import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { AuthUser } from '@fw/api-shared-domain';
import { REQUIRED_ROLE } from '../identity/auth.guards';
import { AUDITED, AuditedMetadata, READ_METHODS } from './audited.metadata';

/** The requests whose success the audit log records, with what to record them as (AuditRecorder). */
const marks = new WeakMap<object, AuditedMetadata>();

/** What the request was marked to be recorded as, if it was; asked once its answer is ready. */
export function auditMarkOf(request: object): AuditedMetadata | undefined {
  return marks.get(request);
}

/**
 * Decides, where Nest knows the handler, whether this request's success is an entry of the audit
 * log: every route marked `@Audited`, every admin-only write even when unmarked (named after its
 * route), so a new admin route cannot slip past the log, and an acting admin's writes. It never
 * refuses; AuditRecorder records the marked requests once they have succeeded.
 *
 * A guard rather than an interceptor: an interceptor makes Nest run its observable pipeline around
 * the handler of every request of its routes, the signed-in reads included (which record nothing);
 * a guard is one call. `@Auth` and `@OptionalAuth` put it after their own guards (so the user is
 * known), and `@Audited` on its handler; a route carrying it twice is decided once.
 */
@Injectable()
export class AuditMarkGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<{ method: string; url: string; routeOptions?: { url?: string }; user?: AuthUser }>();
    if (marks.has(request)) return true;
    const mark = this.markFor(context, request);
    if (mark) marks.set(request, mark);
    return true;
  }

  private markFor(
    context: ExecutionContext,
    request: { method: string; url: string; routeOptions?: { url?: string }; user?: AuthUser },
  ): AuditedMetadata | null {
    const marked = this.reflector.get<AuditedMetadata | undefined>(AUDITED, context.getHandler());
    if (marked) return marked;
    if (READ_METHODS.has(request.method)) return null;
    const route = `${request.method.toLowerCase()} ${request.routeOptions?.url ?? request.url.split('?')[0]}`;
    // An admin acting as a client: each write (the blog's, the only ones allowed) is the admin's.
    if (request.user?.actingAdmin) return { action: `client_blog.${route}`, target: 'client' };
    const role = this.reflector.getAllAndOverride<string | undefined>(REQUIRED_ROLE, [context.getHandler(), context.getClass()]);
    return role === 'admin' ? { action: `admin.${route}` } : null;
  }
}
