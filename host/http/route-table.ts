import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';

/** One route as registered: what it answers and what it declares. */
export interface RouteEntry {
  method: string;
  url: string;
  /** The route's schema (zod schemas of src/contract), if it declares one. */
  schema: RouteOptions['schema'];
  /** Names of its own onRequest hooks (`requireStaff`, `requireAdmin`, …): its authorisation. */
  guards: string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route of the app, in registration order (for tests, docs and the security suite). */
    routeTable: RouteEntry[];
  }
}

const asList = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** Records each route as it is added; registered before any route. */
export const routeTablePlugin = fp(
  async (app: FastifyInstance) => {
    const table: RouteEntry[] = [];
    app.decorate('routeTable', table);
    app.addHook('onRoute', (route) => {
      for (const method of asList(route.method)) {
        if (method === 'HEAD' && route.exposeHeadRoute !== false && table.some((r) => r.url === route.url))
          continue;
        table.push({
          method,
          url: route.url,
          schema: route.schema,
          guards: asList(route.onRequest).map((hook) => hook.name),
        });
      }
    });
  },
  { name: 'route-table' },
);
