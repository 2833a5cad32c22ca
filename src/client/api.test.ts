import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FetchError } from 'ofetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from './api';

/** A box office that accepts the connection and never answers (issue 20: a slow provider). */
let server: Server;
let base: string;
beforeAll(async () => {
  server = createServer(() => {
    // never answers
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('the API client', () => {
  it('gives up on a server that does not answer, so the element shows its error', async () => {
    const api = createApiClient({ apiBase: base, timeoutMs: 300 });
    const started = performance.now();
    const error = await api('/api/quick-buy/1/').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FetchError);
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
