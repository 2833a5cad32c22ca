import { describe, expect, it } from 'vitest';
import { shouldShowAlert } from './alert';

const alert = { id: 7, title: 't', text: 'x', link: null, link_title: '' };

describe('top alert visibility (spec: programme §4 Top alert)', () => {
  it('shows the alert when no alert was closed', () => {
    expect(shouldShowAlert(alert, undefined)).toBe(true);
  });
  it('hides the alert the visitor closed', () => {
    expect(shouldShowAlert(alert, '7')).toBe(false);
  });
  it('shows a new alert although an older one was closed', () => {
    expect(shouldShowAlert(alert, '6')).toBe(true);
  });
});
