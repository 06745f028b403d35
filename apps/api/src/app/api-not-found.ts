import { HttpException, HttpStatus, NotFoundException } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';

const METHODS: HTTPMethods[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * The methods the router has a route for at this URL, or none. A match of a catch-all (`*`) route
 * (this one, the web pages, the API docs' assets) is not an API operation.
 */
export function allowedMethods(fastify: FastifyInstance, url: string): HTTPMethods[] {
  return METHODS.filter((method) => {
    const found = fastify.findRoute({ method, url });
    return found !== null && !('*' in (found.params as Record<string, string>));
  });
}

/**
 * Every /api URL no route takes: 405 with `Allow` when the path exists with other methods (a
 * DELETE on a read-only resource is not "not found"), otherwise 404, both in the product's error
 * shape (thrown to the application's exception filter). A route of its own rather than the
 * not-found handler, so that the front ends' catch-all page route never answers an API path; the
 * answer is given in its onRequest hook, before any body is read.
 */
export function answerUnknownApiPaths(app: NestFastifyApplication): void {
  const fastify = app.getHttpAdapter().getInstance();
  const refuse = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const path = request.url.split('?')[0];
    // `/api` itself is only this route.
    const allow = /^\/api\/*$/i.test(path) ? [] : allowedMethods(fastify, path);
    if (allow.length) {
      reply.header('Allow', allow.join(', '));
      throw new HttpException(`${request.method} is not allowed on ${path} (allowed: ${allow.join(', ')})`, HttpStatus.METHOD_NOT_ALLOWED);
    }
    throw new NotFoundException(`Cannot ${request.method} ${path}`);
  };
  // The instance's error handler as it is when a request comes (Nest's, which answers in the error
  // shape): a route takes the handler of the moment it is built, and mounting the web apps' plugin
  // builds this one before Nest sets its own.
  const errorHandler = (error: Error, request: FastifyRequest, reply: FastifyReply) => fastify.errorHandler(error, request, reply);
  for (const url of ['/api', '/api/*']) fastify.route({ method: METHODS, url, onRequest: refuse, handler: refuse, errorHandler });
}
