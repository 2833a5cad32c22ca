import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT_DIR } from './config';

/**
 * `engines` and the dependencies agree (issue 21 item 8; docs/decisions/0066-node-engines.md):
 * every installed package supports the Node version our `engines` names, except the ones listed
 * here, each with the reason it still runs there. A new package that wants a newer Node fails
 * this test until it is looked at.
 */
const KNOWN: Record<string, string> = {
  // Both are plain JavaScript without imports of Node modules and without newer language or
  // library features; `>=22` is their support policy (Node 20 left maintenance in April 2026).
  // content-disposition@3 is an ES module that @fastify/static loads with require(): Node 20.19
  // is the first 20.x that can, which is why our floor is 20.19.
  'node_modules/content-disposition': 'ESM, loaded with require(): needs Node 20.19 or 22.12',
  'node_modules/cookie': 'plain JavaScript; >=22 is a support policy',
};

/** The lowest Node version a range admits ('>=22', '^18.17.0 || >=20.5.0', '20 || >=22'). */
function lowest(range: string): [number, number] {
  const bounds = range.split('||').map((part) => {
    const match = /v?(\d+)(?:\.(\d+))?/.exec(part);
    return [Number(match?.[1] ?? 0), Number(match?.[2] ?? 0)] as [number, number];
  });
  return bounds.sort((a, b) => a[0] - b[0] || a[1] - b[1])[0] ?? [0, 0];
}
const atMost = (a: [number, number], b: [number, number]) => a[0] < b[0] || (a[0] === b[0] && a[1] <= b[1]);

describe('engines', () => {
  const own = JSON.parse(readFileSync(path.join(ROOT_DIR, 'package.json'), 'utf8')) as {
    engines: { node: string };
  };
  const lock = JSON.parse(readFileSync(path.join(ROOT_DIR, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { engines?: { node?: string } | string[]; version?: string }>;
  };
  const floor = lowest(own.engines.node);

  it('names the Node version this machine runs, or an older one', () => {
    const running = process.versions.node.split('.').map(Number) as [number, number];
    expect(atMost(floor, running)).toBe(true);
  });

  it('every installed package supports our lowest Node, or is known and explained', () => {
    const newer = Object.entries(lock.packages)
      .filter(([, entry]) => entry.engines && !Array.isArray(entry.engines) && entry.engines.node)
      .filter(([, entry]) => !atMost(lowest((entry.engines as { node: string }).node), floor))
      .map(([name]) => name.replace(/^.*node_modules\//, 'node_modules/'));
    expect([...new Set(newer)].sort()).toEqual(Object.keys(KNOWN).sort());
  });

  it('reads ranges as npm does for the cases it meets', () => {
    expect(lowest('>=22')).toEqual([22, 0]);
    expect(lowest('^18.17.0 || >=20.5.0')).toEqual([18, 17]);
    expect(lowest('>=20.19')).toEqual([20, 19]);
  });
});
