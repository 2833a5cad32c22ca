import { describe, expect, it } from 'vitest';
import { twelveMegapixelJpeg } from '../testing/media';
import { RENDITION_BUDGET_MS, timeRenditions } from './rendition-timing';

/**
 * Issue 18 budget "renditions of a 12-megapixel JPEG ≤ 1.5 s on this machine" as a test that
 * measures and logs. The bench (host/bench/scenarios/media.ts) judges the median on a quiet
 * machine; this test runs beside other test files, so it judges the fastest of three: the run
 * least disturbed by its neighbours, still slower than the budget if the code became slower.
 */
describe('renditions of a 12-megapixel JPEG', () => {
  it('are made within 1.5 s (fastest of three)', { timeout: 60_000 }, async () => {
    const jpeg = await twelveMegapixelJpeg();
    const { ms, files } = await timeRenditions(jpeg, 3);
    const fastest = Math.min(...ms);
    console.info(
      `renditions of a 12 MP JPEG: ${files} files, ${ms.map((value) => Math.round(value)).join(' / ')} ms (fastest ${Math.round(fastest)} ms, budget ${RENDITION_BUDGET_MS} ms)`,
    );
    expect(files).toBe(10);
    expect(ms).toHaveLength(3);
    expect(fastest).toBeLessThanOrEqual(RENDITION_BUDGET_MS);
  });
});
