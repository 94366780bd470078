import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A strong ETag of an answer's bytes: the SHA-256 of the body, quoted. */
export function etagOfBody(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** Whether an If-None-Match header names this ETag (a list, weak forms and * included). */
export function ifNoneMatchNames(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((entry) => {
    const tag = entry.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
}

/**
 * Conditional GETs of the administrators' API: every successful JSON answer to a GET carries an
 * ETag of its bytes, and a request naming it in If-None-Match is answered 304 without a body.
 * A page that polls (the dashboard, the device list: console lib/useLiveRefresh.ts) then moves
 * no data while nothing changed. The answer is still computed (the ETag is of what it would
 * send); answers stay `no-store`, the console keeps its own copy of the last one.
 */
export function conditionalAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  if (request.method !== 'GET' || !request.url.startsWith('/api/') || reply.statusCode !== 200) return payload;
  if (typeof payload !== 'string' || reply.hasHeader('etag')) return payload;
  if (!String(reply.getHeader('content-type') ?? '').includes('application/json')) return payload;
  const etag = etagOfBody(payload);
  reply.header('etag', etag);
  if (!ifNoneMatchNames(request.headers['if-none-match'], etag)) return payload;
  reply.code(304);
  reply.removeHeader('content-type');
  reply.removeHeader('content-length');
  return '';
}
