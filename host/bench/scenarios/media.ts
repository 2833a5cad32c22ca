import { RENDITION_BUDGET_MS, timeRenditions } from '../../media/rendition-timing';
import { twelveMegapixelJpeg } from '../../testing/media';
import type { BenchScenario } from '../harness';

/**
 * Issue 18 budgets: the renditions of a 12-megapixel JPEG (small, medium, large in AVIF, WebP and
 * JPEG, and the Open Graph crop) in ≤ 1.5 s, the median of three; and a visitor's page names no
 * staff code (no editor element, no admin or media-library screen).
 */
export const scenario: BenchScenario = {
  name: 'media',
  async run(ctx) {
    const { ms, files } = await timeRenditions(await twelveMegapixelJpeg(), 3);
    const median = [...ms].sort((a, b) => a - b)[1] ?? Number.POSITIVE_INFINITY;
    ctx.print({
      metric: `renditions of a 12 MP JPEG (${files} files, median of 3)`,
      value: Math.round(median),
      unit: 'ms',
      budget: `≤ ${RENDITION_BUDGET_MS} ms`,
      ok: median <= RENDITION_BUDGET_MS,
    });
    const html = await (await fetch(`${ctx.baseUrl}/de`)).text();
    const staff = ['foyer-page-editor', 'page-editor', '/admin/'].filter((needle) => html.includes(needle));
    ctx.print({
      metric: 'staff code named by a visitor page',
      value: staff.length,
      unit: 'references',
      budget: '0',
      ok: staff.length === 0,
    });
  },
};
