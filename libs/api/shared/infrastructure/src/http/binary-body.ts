import { applyDecorators } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { ApiBody, ApiConsumes } from '@nestjs/swagger';

/** The Fastify route config a route that reads raw bytes carries; the body parsers look for it. */
export const BINARY_BODY_ROUTE = { body: 'binary' } as const;

/** Whether the route Fastify matched reads a raw `application/octet-stream` body (a file upload). */
export function readsBinaryBody(request: { routeOptions?: { config?: unknown } }): boolean {
  const config = request.routeOptions?.config as { body?: string } | undefined;
  return config?.body === BINARY_BODY_ROUTE.body;
}

/**
 * A route whose body is one file's bytes (`Content-Type: application/octet-stream`), handed to the
 * handler as a Buffer. Every other API route refuses such a body (400 REQUEST.NOT_JSON).
 */
export function BinaryBody(description: string) {
  return applyDecorators(
    RouteConfig(BINARY_BODY_ROUTE),
    ApiConsumes('application/octet-stream'),
    ApiBody({ description, schema: { type: 'string', format: 'binary' } }),
  );
}
