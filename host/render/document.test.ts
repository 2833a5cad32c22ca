import { describe, expect, it } from 'vitest';
import { fixedClock, runningClock, systemClock } from '../../src/domain/clock';
import { renderDocument } from './document';

const render = (clock: Parameters<typeof renderDocument>[0]['clock']) =>
  renderDocument({ locale: 'de', meta: { title: 'Seite' }, bodyClass: '', clock, children: null });

describe('the document tells the browser the site clock (docs/decisions/0012-one-clock.md)', () => {
  it('says nothing on the machine clock', () => {
    expect(render(systemClock)).not.toContain('foyer-clock');
  });

  it('names an offset for a running clock (pages are cached: never a rendered instant)', () => {
    const html = render(runningClock(new Date(systemClock.now().getTime() + 3 * 86_400_000)));
    const offset = Number(/<meta name="foyer-clock" content="offset=(-?\d+)"\/>/.exec(html)?.[1]);
    expect(Math.abs(offset - 3 * 86_400_000)).toBeLessThan(5_000);
  });

  it('names the instant of a fixed clock', () => {
    expect(render(fixedClock('2027-03-28T01:59:30+01:00'))).toContain(
      '<meta name="foyer-clock" content="fixed=2027-03-28T00:59:30.000Z"/>',
    );
  });
});
