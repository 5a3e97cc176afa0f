import type { FastifyInstance } from 'fastify';

/**
 * Once the server is closing, every response it still sends asks the client to close its
 * connection. Without this a request in flight at shutdown leaves a kept-alive socket behind,
 * and closing waits for the keep-alive timeout (72 s) before the database can be closed.
 */
export function closeConnectionsWhenClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) void reply.header('connection', 'close');
    done(null, payload);
  });
}
