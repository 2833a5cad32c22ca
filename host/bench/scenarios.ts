import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BenchScenario } from './harness';

const DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'scenarios');

/** Every scenario file in host/bench/scenarios, in name order; BENCH_ONLY=a,b picks some. */
export async function loadScenarios(): Promise<BenchScenario[]> {
  const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
  const files = (await readdir(DIR)).filter((file) => /\.tsx?$/.test(file)).sort();
  const scenarios: BenchScenario[] = [];
  for (const file of files) {
    const module = (await import(path.join(DIR, file))) as { scenario?: BenchScenario };
    if (module.scenario && (!only || only.includes(module.scenario.name))) scenarios.push(module.scenario);
  }
  return scenarios;
}
