import { applyDecorators } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { ApiBody, ApiConsumes } from '@nestjs/swagger';

/** The Fastify route config the API's body parsers read (apps/api routeKind): this route takes a file's bytes. */
export const BINARY_BODY_ROUTE = { upload: true } as const;

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
