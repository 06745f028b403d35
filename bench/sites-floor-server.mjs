// The floor of bench:sites: @fastify/static serving, from disk, the very bytes the product answered
// for each page (one file per site and page), with its ETag and Last-Modified; nothing else.
//
// env: PORT, ROOT (the folder of files)
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';

const app = Fastify({ logger: false });
await app.register(fastifyStatic, { root: process.env.ROOT, cacheControl: false });
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.({ type: 'ready', port: Number(process.env.PORT) });
