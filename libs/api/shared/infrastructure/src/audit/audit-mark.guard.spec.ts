import 'reflect-metadata';
import type { ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { AuthUser } from '@fw/api-shared-domain';
import { Auth } from '../identity/auth.decorators';
import { Audited } from './audited.decorator';
import { auditMarkOf, AuditMarkGuard } from './audit-mark.guard';

@Auth('admin')
class AdminThings {
  change(): void {}
  list(): void {}
  @Audited('thing.export', { target: 'thing' })
  export(): void {}
}

@Auth()
class MyThings {
  save(): void {}
}

const admin = { id: 'a', email: 'admin@example.com', role: 'admin' } as AuthUser;
const client = { id: 'c', email: 'client@example.com', role: 'editor' } as AuthUser;
const actingAdmin = { ...client, actingAdmin: { id: 'a', email: 'admin@example.com', scope: 'blog' } } as AuthUser;

function decide(cls: new () => object, method: string, request: { method: string; url: string; user?: AuthUser }) {
  const req = { ...request, routeOptions: { url: request.url } };
  const context = {
    getType: () => 'http',
    getClass: () => cls,
    getHandler: () => (cls.prototype as Record<string, unknown>)[method],
    switchToHttp: () => ({ getRequest: () => req }),
  } as unknown as ExecutionContext;
  expect(new AuditMarkGuard(new Reflector()).canActivate(context)).toBe(true);
  return { req, context, mark: auditMarkOf(req) };
}

describe('AuditMarkGuard: which requests the audit log records', () => {
  it('marks an admin-only write, named after its route', () => {
    expect(decide(AdminThings, 'change', { method: 'POST', url: '/api/admin/things/:id', user: admin }).mark).toEqual({
      action: 'admin.post /api/admin/things/:id',
    });
  });

  it('leaves signed-in reads unmarked, on admin routes and others', () => {
    expect(decide(AdminThings, 'list', { method: 'GET', url: '/api/admin/things', user: admin }).mark).toBeUndefined();
    expect(decide(MyThings, 'save', { method: 'GET', url: '/api/my/things', user: client }).mark).toBeUndefined();
    expect(decide(AdminThings, 'list', { method: 'HEAD', url: '/api/admin/things', user: admin }).mark).toBeUndefined();
  });

  it('marks a read that matters (@Audited) under its own action', () => {
    expect(decide(AdminThings, 'export', { method: 'GET', url: '/api/admin/things/export', user: admin }).mark).toEqual({
      action: 'thing.export',
      target: 'thing',
    });
  });

  it('marks an acting admin’s writes as the admin’s, and no client’s own write', () => {
    expect(decide(MyThings, 'save', { method: 'PUT', url: '/api/my/website/posts/:id', user: actingAdmin }).mark).toEqual({
      action: 'client_blog.put /api/my/website/posts/:id',
      target: 'client',
    });
    expect(decide(MyThings, 'save', { method: 'PUT', url: '/api/my/things', user: client }).mark).toBeUndefined();
  });

  it('decides a request once when a route carries the guard twice', () => {
    const { req, context } = decide(AdminThings, 'change', { method: 'POST', url: '/api/admin/things/:id', user: admin });
    const again = { ...context, getHandler: () => AdminThings.prototype.export } as ExecutionContext;
    expect(new AuditMarkGuard(new Reflector()).canActivate(again)).toBe(true);
    expect(auditMarkOf(req)).toEqual({ action: 'admin.post /api/admin/things/:id' });
  });
});
