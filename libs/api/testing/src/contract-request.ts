import type { Server } from 'node:http';
import request from 'supertest';
import { OpenApiResponses } from './openapi-responses';

let contract: OpenApiResponses | undefined;

/**
 * supertest's `request(server)`, with every answer checked against openapi/openapi.json before
 * the test's own expectations: an undocumented status or a body that breaks its schema fails
 * the test that received it.
 */
export function contractRequest(server: Server): ReturnType<typeof request> {
  contract ??= OpenApiResponses.fromFile();
  const checker = contract;
  const agent = request(server) as unknown as Record<string, (url: string) => request.Test>;
  const checked: Record<string, unknown> = { ...agent };
  for (const [name, send] of Object.entries(agent)) {
    if (typeof send !== 'function') continue;
    const method = name === 'del' ? 'delete' : name;
    checked[name] = (url: string) =>
      send.call(agent, url).expect((res) => {
        const problem = checker.problem(method, url, { status: res.status, headers: res.headers, body: res.body, text: res.text });
        if (problem) throw new Error(`OpenAPI contract: ${problem}`);
      });
  }
  return checked as unknown as ReturnType<typeof request>;
}
