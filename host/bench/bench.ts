import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import { ROOT_DIR } from '../config';
import {
  type BenchContext,
  combineLoads,
  formatLine,
  type LoadOptions,
  type LoadResult,
  rssMegabytes,
} from './harness';
import { loadScenarios } from './scenarios';

/**
 * `npm run bench`: starts the server in its own process, runs every scenario against it over
 * loopback HTTP and prints one line per figure. BENCH_DURATION (seconds, default 10) and
 * BENCH_ONLY (comma-separated scenario names) tune a run. BENCH_DB=both (the default of
 * `npm run bench` when PostgreSQL is installed, .ci/bench) runs everything on the embedded
 * PGlite first, then on the PostgreSQL DATABASE_URL names, each line labelled with its database.
 */
async function main() {
  const durationSeconds = Number(process.env.BENCH_DURATION ?? 10);
  const both = process.env.BENCH_DB === 'both';
  if (both && !process.env.DATABASE_URL)
    throw new Error('BENCH_DB=both needs DATABASE_URL (.ci/bench sets it)');
  const runs: Array<'pglite' | 'postgres' | undefined> = both ? ['pglite', 'postgres'] : [undefined];
  const summary: string[] = [];
  let failures = 0;
  for (const database of runs) {
    const result = await benchOn(database, durationSeconds, both);
    failures += result.failures;
    summary.push(
      `bench (${result.database}): ${result.failures === 0 ? 'every budget met' : `${result.failures} figure(s) over budget or failed`}`,
    );
  }
  console.log(`\n${summary.join('\n')}`);
  process.exit(failures === 0 ? 0 : 1);
}

/**
 * One server on one database (`pglite`: embedded, DATABASE_URL ignored; `postgres`: the server
 * DATABASE_URL names; undefined: whichever the environment gives) and every scenario against it.
 */
async function benchOn(
  kind: 'pglite' | 'postgres' | undefined,
  durationSeconds: number,
  labelled: boolean,
): Promise<{ database: string; failures: number }> {
  const env = { ...process.env };
  if (kind === 'pglite') delete env.DATABASE_URL;
  const server = await startServer(env);
  const database = server.database === 'postgres' ? 'postgres' : 'pglite';
  const label = labelled ? database : undefined;
  const baseUrl = `http://127.0.0.1:${server.port}`;
  console.log(`\nbench: server on ${baseUrl}, database ${server.database}, ${durationSeconds} s per load\n`);
  let failures = 0;

  const load = async (options: LoadOptions): Promise<LoadResult> => {
    const result = await autocannon({
      url: baseUrl,
      connections: options.connections ?? 50,
      ...(options.amount ? { amount: options.amount } : { duration: options.duration ?? durationSeconds }),
      requests: (options.requests ?? [options]).map((request) => ({
        method: request.method ?? 'GET',
        path: request.path,
        ...(request.body ? { body: request.body } : {}),
        headers: request.headers ?? {},
      })),
    });
    return {
      requestsPerSecond: result.requests.average,
      latency: {
        p50: result.latency.p50,
        p95: result.latency.p97_5,
        p99: result.latency.p99,
        max: result.latency.max,
      },
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
      total: result.requests.total,
      statusCodes: Object.fromEntries(
        Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [
          code,
          (stats as { count: number }).count,
        ]),
      ),
    };
  };

  const setBaseline = async (bytes: string, contentType: string) => {
    await fetch(`${baseUrl}/__bench/baseline`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ body: bytes, type: contentType }),
    });
  };

  for (const scenario of await loadScenarios()) {
    const ctx: BenchContext = {
      baseUrl,
      database,
      serverPid: server.pid,
      durationSeconds,
      load,
      staticBaseline: async (bytes, contentType, connections) => {
        await setBaseline(bytes, contentType);
        return load({ path: '/__bench/static', connections });
      },
      versusBaseline: async (options, bytes, contentType) => {
        await setBaseline(bytes, contentType);
        // Two-second slices, the full duration on each side; the order alternates per round.
        const rounds = Math.max(1, Math.round((options.duration ?? durationSeconds) / 2));
        const slice = (options.duration ?? durationSeconds) / rounds;
        const baseline: LoadResult[] = [];
        const target: LoadResult[] = [];
        const staticLoad = () =>
          load({ path: '/__bench/static', connections: options.connections, duration: slice });
        for (let round = 0; round < rounds; round++) {
          if (round % 2 === 0) {
            baseline.push(await staticLoad());
            target.push(await load({ ...options, duration: slice }));
          } else {
            target.push(await load({ ...options, duration: slice }));
            baseline.push(await staticLoad());
          }
        }
        return { target: combineLoads(target), baseline: combineLoads(baseline) };
      },
      print: (line) => {
        if (line.ok === false) failures++;
        console.log(formatLine(scenario.name, line, label));
      },
    };
    try {
      await scenario.run(ctx);
    } catch (error) {
      failures++;
      console.log(formatLine(scenario.name, { metric: 'scenario failed', value: String(error) }, label));
    }
    // Where the server's memory stands after each scenario (which load grows it), no budget.
    const after = await memoryOf(baseUrl);
    console.log(
      formatLine(
        scenario.name,
        {
          metric: 'server RSS after this scenario',
          value: rssMegabytes(server.pid),
          unit: 'MB',
          detail: describeMemory(after),
        },
        label,
      ),
    );
  }

  // Issue 20 budgets: the embedded default holds PGlite's WASM memory in the same process
  // (≤ 400 MB); a host process against PostgreSQL ≤ 200 MB.
  const rssBudget = server.database === 'pglite' ? 400 : 200;
  const rss = rssMegabytes(server.pid);
  if (rss > rssBudget) failures++;
  const memory = await memoryOf(baseUrl);
  console.log(
    formatLine(
      'server',
      {
        metric: `RSS after the bench (${server.database})`,
        value: rss,
        unit: 'MB',
        budget: `≤ ${rssBudget} MB`,
        ok: rss <= rssBudget,
        detail: describeMemory(memory),
      },
      label,
    ),
  );
  // The same server after a full garbage collection, no budget: the figure above is read right
  // after the last load and moves with the collector's timing (190 and 265 MB for one build);
  // this one shows what the server keeps.
  const gc = (await (await fetch(`${baseUrl}/__bench/gc`, { method: 'POST' })).json()) as {
    collected: boolean;
  };
  if (gc.collected) {
    const settled = rssMegabytes(server.pid);
    console.log(
      formatLine(
        'server',
        {
          metric: `RSS after the bench, after a full GC (${server.database})`,
          value: settled,
          unit: 'MB',
          detail: describeMemory(await memoryOf(baseUrl)),
        },
        label,
      ),
    );
  }
  // Wait for the server to close its connections before the throwaway PostgreSQL is stopped,
  // or its pool sees the connections cut and prints errors after the figures.
  server.child.removeAllListeners('exit'); // the start-up listener treats an exit as a failure
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  return { database, failures };
}

async function memoryOf(baseUrl: string): Promise<NodeJS.MemoryUsage> {
  return (await (await fetch(`${baseUrl}/__bench/memory`)).json()) as NodeJS.MemoryUsage;
}

function describeMemory(memory: NodeJS.MemoryUsage): string {
  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
  return `V8 heap ${mb(memory.heapUsed)} of ${mb(memory.heapTotal)} MB, external ${mb(memory.external)} MB, array buffers ${mb(memory.arrayBuffers)} MB`;
}

function startServer(
  env: NodeJS.ProcessEnv,
): Promise<{ child: ChildProcess; port: number; pid: number; database: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        // The start script's V8 flags (package.json), or others to compare (BENCH_NODE_FLAGS).
        ...(process.env.BENCH_NODE_FLAGS ?? '--max-semi-space-size=2 --max-old-space-size=128')
          .split(' ')
          .filter(Boolean),
        '--expose-gc',
        // Diagnosis, e.g. BENCH_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof'.
        ...(process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
        '--import',
        'tsx',
        path.join(ROOT_DIR, 'host/bench/bench-server.ts'),
      ],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
        // The start script's malloc settings (package.json, docs/decisions/0106-embedded-memory.md),
        // unless the environment gives others to compare.
        env: {
          MALLOC_MMAP_THRESHOLD_: '131072',
          MALLOC_TRIM_THRESHOLD_: '131072',
          ...env,
          NODE_ENV: 'production',
        },
      },
    );
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /READY (\d+) (\w+)/.exec(output);
      if (match && child.pid)
        resolve({ child, port: Number(match[1]), pid: child.pid, database: match[2] ?? '' });
    });
    child.on('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
