import type { ServerResponse } from 'node:http';

/**
 * Ends an answer with an already serialized JSON body through Node's own response methods:
 * Express's res.send would parse and rebuild the content type and copy the body into a Buffer.
 */
export function endWithJson(response: ServerResponse, json: string, statusCode?: number): void {
  if (statusCode) response.statusCode = statusCode;
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  response.setHeader('Content-Length', Buffer.byteLength(json));
  response.end(json);
}
