import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One line per request answered (`GET /api/x 200 3 ms`, its path without the query string), at
 * info, or at error when the answer failed; Fastify's own logging writes two lines at info, and a
 * third for a path not found. Seen with LOG_LEVEL=info (docs/DEPLOY.md); the default, warn,
 * leaves only warnings and errors.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override routeNotFound(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const status = reply.statusCode;
    const ms = Math.round(reply.elapsedTime);
    const line = `${request.method} ${request.url.split('?')[0]} ${status} ${ms} ms`;
    if (error) reply.log.error({ err: error, status, ms }, line);
    else reply.log.info({ status, ms }, line);
  }
}
