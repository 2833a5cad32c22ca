import type { FastifyInstance } from 'fastify';

/**
 * `/robots.txt` (Lighthouse SEO, checklist: crawlable pages): every public page may be crawled.
 * Without it the path fell through to the locale redirect and answered 404 at /de/robots.txt.
 */
export async function robotsRoutes(app: FastifyInstance) {
  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send('User-agent: *\nAllow: /\n'),
  );
}
