import { RequestMethod, StreamableFile } from '@nestjs/common';
import type { RequestHandler } from '@nestjs/common/interfaces';
import { ExpressAdapter } from '@nestjs/platform-express';
import type { Response } from 'express';
import { endWithJson } from '@fw/api-shared-infrastructure';
import { RouteHandler, RouteTable } from './route-table';

/** What Nest passes when it registers a route: (path, handler), or a handler alone. */
type RouteArgs = [handler: RequestHandler] | [path: unknown, handler: RequestHandler];

/**
 * Nest's Express adapter with the controllers' routes in a radix tree (see RouteTable) and a
 * direct path for plain JSON answers. Express's res.json/res.send parse and rebuild the content
 * type, check freshness and copy the body into a Buffer on every answer; a CPU profile of the hot
 * reads showed them among the largest costs, and writing the serialized body with Node's own
 * response methods roughly halved the time per public read. Anything else (no body, text,
 * buffers, streams, errors, a content type chosen by the handler) goes through Nest's own reply
 * unchanged.
 */
export class JsonExpressAdapter extends ExpressAdapter {
  private readonly routes = new RouteTable();
  private routing = false;
  private mounted = false;

  /**
   * Nest registers its middleware (request logging) in app.init() right before its routes; routes
   * registered from then on go to the table. Those added earlier (the API docs) stay Express's.
   */
  override createMiddlewareFactory(requestMethod: RequestMethod): ReturnType<ExpressAdapter['createMiddlewareFactory']> {
    this.routing = true;
    return super.createMiddlewareFactory(requestMethod);
  }

  override get(...args: RouteArgs): unknown {
    return this.route('GET', args) ?? super.get(...(args as [unknown, RequestHandler]));
  }

  override post(...args: RouteArgs): unknown {
    return this.route('POST', args) ?? super.post(...(args as [unknown, RequestHandler]));
  }

  override put(...args: RouteArgs): unknown {
    return this.route('PUT', args) ?? super.put(...(args as [unknown, RequestHandler]));
  }

  override patch(...args: RouteArgs): unknown {
    return this.route('PATCH', args) ?? super.patch(...(args as [unknown, RequestHandler]));
  }

  override delete(...args: RouteArgs): unknown {
    return this.route('DELETE', args) ?? super.delete(...(args as [unknown, RequestHandler]));
  }

  /** Mounted as one layer where the first of the table's routes would have been. */
  private route(method: string, args: RouteArgs): unknown {
    if (!this.routing || args.length !== 2 || typeof args[0] !== 'string') return undefined;
    if (!this.routes.add(method, args[0], args[1] as unknown as RouteHandler)) return undefined;
    if (!this.mounted) {
      this.mounted = true;
      this.instance.use(this.routes.dispatch);
    }
    return this.instance;
  }

  override reply(response: Response, body: unknown, statusCode?: number): unknown {
    if (
      body === null ||
      typeof body !== 'object' ||
      body instanceof Error ||
      body instanceof StreamableFile ||
      Buffer.isBuffer(body) ||
      response.getHeader('Content-Type') !== undefined
    ) {
      return super.reply(response, body, statusCode);
    }
    return endWithJson(response, JSON.stringify(body), statusCode);
  }
}
