import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';

/**
 * The bench harness (`npm run bench`). A scenario may prepare the server (seed data, add routes)
 * inside the server process, then measure it over HTTP from the bench process, printing one line
 * per figure with its budget and, where the issue asks, a ratio against a baseline measured in
 * the same run.
 */
export interface BenchScenario {
  name: string;
  /** Runs in the server process before it listens: seed data, register extra routes. */
  prepare?: (app: FastifyInstance) => Promise<void>;
  /** Runs in the bench process against the started server. */
  run: (ctx: BenchContext) => Promise<void>;
}

export interface LoadOptions {
  path: string;
  method?: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
  connections?: number;
  /** Seconds; defaults to BENCH_DURATION (10). */
  duration?: number;
  /** Stop after this many requests instead of a duration. */
  amount?: number;
  /** Different requests in turn (e.g. many search terms). */
  requests?: Array<{
    path: string;
    method?: 'GET' | 'POST';
    body?: string;
    headers?: Record<string, string>;
  }>;
}

export interface LoadResult {
  requestsPerSecond: number;
  latency: { p50: number; p95: number; p99: number; max: number };
  non2xx: number;
  errors: number;
  total: number;
  statusCodes: Record<string, number>;
}

export interface BenchLine {
  metric: string;
  value: number | string;
  unit?: string;
  /** e.g. '≥ 0.5 × baseline', '≤ 65 KB'. */
  budget?: string;
  /** true/false when a budget applies, undefined otherwise. */
  ok?: boolean;
  detail?: string;
}

export interface BenchContext {
  baseUrl: string;
  /** The database of this run (`npm run bench` runs every scenario on each, BENCH_DB=both). */
  database: 'pglite' | 'postgres';
  serverPid: number;
  durationSeconds: number;
  load: (options: LoadOptions) => Promise<LoadResult>;
  /** A static route of the same server answering `bytes` as is: the baseline of the ratios. */
  staticBaseline: (bytes: string, contentType: string, connections?: number) => Promise<LoadResult>;
  /**
   * The load of `options` and of the static baseline answering `bytes`, each for the full duration
   * but taken in alternating slices (baseline, target, target, baseline, …), so that a change in
   * the machine's load during the run (other processes on a shared machine) falls on both sides
   * alike instead of on whichever ran second. Requests per second are over all slices.
   */
  versusBaseline: (
    options: LoadOptions,
    bytes: string,
    contentType: string,
  ) => Promise<{ target: LoadResult; baseline: LoadResult }>;
  print: (line: BenchLine) => void;
}

/** Several loads of one kind as one: requests per second over all, latency of the worst slice. */
export function combineLoads(results: LoadResult[]): LoadResult {
  const worst = (pick: (r: LoadResult) => number) => Math.max(...results.map(pick));
  const statusCodes: Record<string, number> = {};
  for (const result of results)
    for (const [code, count] of Object.entries(result.statusCodes))
      statusCodes[code] = (statusCodes[code] ?? 0) + count;
  return {
    requestsPerSecond: results.reduce((sum, r) => sum + r.requestsPerSecond, 0) / results.length,
    latency: {
      p50: worst((r) => r.latency.p50),
      p95: worst((r) => r.latency.p95),
      p99: worst((r) => r.latency.p99),
      max: worst((r) => r.latency.max),
    },
    non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
    total: results.reduce((sum, r) => sum + r.total, 0),
    statusCodes,
  };
}

export function formatLine(scenario: string, line: BenchLine, database?: string): string {
  const value = typeof line.value === 'number' ? round(line.value) : line.value;
  const verdict = line.ok === undefined ? '' : line.ok ? '  ✔' : '  ✘ OVER BUDGET';
  const budget = line.budget ? `  (budget ${line.budget})` : '';
  const detail = line.detail ? `  [${line.detail}]` : '';
  const label = database ? `${database.padEnd(8)} ` : '';
  return `${label}${scenario.padEnd(12)} ${line.metric.padEnd(46)} ${`${value}${line.unit ? ` ${line.unit}` : ''}`.padStart(14)}${budget}${verdict}${detail}`;
}

function round(value: number): string {
  return Math.abs(value) >= 100 ? value.toFixed(0) : value.toFixed(2);
}

/** The resident memory of a process, in MB (Linux /proc). */
export function rssMegabytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}
