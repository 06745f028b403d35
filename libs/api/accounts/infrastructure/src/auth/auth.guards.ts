import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ForbiddenError, UnauthorizedError } from '@fw/api-shared-domain';
import type { AuthUser } from '@fw/api-accounts-application';
import type { Role } from '@fw/api-accounts-domain';
import { AccessTokenVerifier } from './access-token.verifier';

export const REQUIRED_ROLE = 'fw:required-role';

interface AuthRequest {
  headers: Record<string, string | string[] | undefined>;
  user?: AuthUser;
}

const authorizationOf = (req: AuthRequest): string | undefined => {
  const header = req.headers['authorization'];
  return typeof header === 'string' ? header : undefined;
};

/** Requires a valid access token of a current user (401 otherwise); sets request.user. */
@Injectable()
export class JwtAuthGuard implements CanActivate {
  constructor(private readonly tokens: AccessTokenVerifier) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<AuthRequest>();
    const user = await this.tokens.authenticate(authorizationOf(req));
    if (!user) throw new UnauthorizedError('AUTH.UNAUTHENTICATED', 'You need to sign in to do this.');
    req.user = user;
    return true;
  }
}

/** Runs after JwtAuthGuard; refuses callers without the role set by @Auth(role). */
@Injectable()
export class RoleGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const required = this.reflector.getAllAndOverride<Role | undefined>(REQUIRED_ROLE, [context.getHandler(), context.getClass()]);
    if (!required) return true;
    const user = context.switchToHttp().getRequest<AuthRequest>().user;
    if (user?.role !== required) throw new ForbiddenError('AUTH.FORBIDDEN', 'You do not have permission to access this page.');
    return true;
  }
}

/** Like JwtAuthGuard, but lets anonymous callers through (user stays undefined). */
@Injectable()
export class OptionalJwtAuthGuard implements CanActivate {
  constructor(private readonly tokens: AccessTokenVerifier) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<AuthRequest>();
    const authorization = authorizationOf(req);
    if (!authorization) return true;
    req.user = (await this.tokens.authenticate(authorization)) ?? undefined;
    return true;
  }
}
