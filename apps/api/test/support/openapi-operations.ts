import { randomUUID } from 'node:crypto';
import { issueSessionToken, type TestApp } from '@fw/api-testing';
import { generateOpenApi } from '../../src/cli/openapi';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
export type Method = (typeof METHODS)[number];

/** One operation of the live OpenAPI document, as the table-driven API tests walk them. */
export interface Operation {
  method: Method;
  path: string;
  /** `METHOD /path/{}` */
  key: string;
  security: 'required' | 'optional' | 'none';
  pathParams: string[];
  /** Whether it takes a JSON request body. */
  jsonBody: boolean;
}

interface OperationObject {
  security?: Array<Record<string, string[]>>;
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: { content?: Record<string, unknown> };
}

export interface OpenApiDocument {
  paths: Record<string, Partial<Record<Method, OperationObject>>>;
  components?: { securitySchemes?: Record<string, { type: string; scheme?: string }> };
}

/** The document the code generates now (not the committed file) and its operations. */
export async function liveOperations(): Promise<{ doc: OpenApiDocument; ops: Operation[] }> {
  const doc = JSON.parse(await generateOpenApi()) as OpenApiDocument;
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const security = op.security ?? [];
      const bearer = security.some((requirement) => 'bearer' in requirement);
      const anonymousAllowed = security.length === 0 || security.some((requirement) => Object.keys(requirement).length === 0);
      ops.push({
        method,
        path,
        key: `${method.toUpperCase()} ${path.replace(/\{[^}]+\}/g, '{}')}`,
        security: bearer && !anonymousAllowed ? 'required' : bearer ? 'optional' : 'none',
        pathParams: (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
        jsonBody: Boolean(op.requestBody?.content?.['application/json']),
      });
    }
  }
  return { doc, ops };
}

/** A confirmed user with one role, straight in the database, and a bearer header for them. */
export async function seedActor(t: TestApp, role: 'admin' | 'editor'): Promise<{ id: string; authorization: string }> {
  const id = randomUUID();
  const email = `${role}-${id.slice(0, 8)}@matrix.test`;
  await t.sql(`insert into users (id, email, password_hash, email_confirmed_at) values (?, ?, 'unused', now())`, [id, email]);
  await t.sql(`insert into profiles (id, full_name, email) values (?, ?, ?)`, [id, `Matrix ${role}`, email]);
  await t.sql(`insert into user_roles (id, user_id, role) values (?, ?, ?)`, [randomUUID(), id, role]);
  return { id, authorization: `Bearer ${await issueSessionToken(t.app, { id, email })}` };
}
