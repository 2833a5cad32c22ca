import { describe, expect, it } from 'vitest';
import { isScheduled, isVisibleAt } from './visibility';

describe('module visibility window', () => {
  const now = new Date('2026-11-21T12:00:00+01:00');

  it('shows a module without bounds', () => {
    expect(isVisibleAt({}, now)).toBe(true);
    expect(isVisibleAt({ online_from: '', online_to: null }, now)).toBe(true);
    expect(isScheduled({ online_from: '', online_to: null })).toBe(false);
  });

  it('hides a module before online_from and shows it from that instant on', () => {
    expect(isVisibleAt({ online_from: '2026-11-21T12:00:01+01:00' }, now)).toBe(false);
    expect(isVisibleAt({ online_from: '2026-11-21T12:00:00+01:00' }, now)).toBe(true);
  });

  it('hides a module from online_to on', () => {
    expect(isVisibleAt({ online_to: '2026-11-21T12:00:00+01:00' }, now)).toBe(false);
    expect(isVisibleAt({ online_to: '2026-11-21T12:00:01+01:00' }, now)).toBe(true);
  });

  it('compares instants, whatever offset they are written in', () => {
    expect(isVisibleAt({ online_from: '2026-11-21T10:30:00Z' }, now)).toBe(true);
    expect(
      isVisibleAt({ online_from: '2026-11-21T11:30:00+01:00', online_to: '2026-11-21T10:59:00Z' }, now),
    ).toBe(false);
    expect(isScheduled({ online_to: '2026-11-21T10:59:00Z' })).toBe(true);
  });
});
