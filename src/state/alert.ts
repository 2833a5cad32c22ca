import { signal } from '@preact/signals-core';
import { createApiClient } from '../client/api';
import { readCookie, writeCookie } from '../client/cookies';
import type { Alert, BreakingNewsResponse } from '../contract/alerts';
import { ALERT_CLOSED_COOKIE } from '../contract/constants';

/** Top alert state (spec: programme §4 Top alert). */
export type AlertStatus = 'idle' | 'loading' | 'ready' | 'error';

export const alertStatus = signal<AlertStatus>('idle');
/** The alert to show, or null when there is none or the visitor closed it. */
export const currentAlert = signal<Alert | null>(null);

const ONE_YEAR = 60 * 60 * 24 * 365;

/** True when the alert-closed cookie is absent or holds another alert's id. */
export function shouldShowAlert(alert: Alert, closedCookie: string | undefined): boolean {
  return closedCookie !== String(alert.id);
}

export async function requestAlert(options: { apiBase?: string; locale: string }): Promise<void> {
  if (alertStatus.value === 'loading') return;
  alertStatus.value = 'loading';
  try {
    const api = createApiClient({ apiBase: options.apiBase });
    const response = await api<BreakingNewsResponse>(`/api/breaking-news/`, {
      query: { lang: options.locale },
    });
    const first = response.data[0];
    currentAlert.value = first && shouldShowAlert(first, readCookie(ALERT_CLOSED_COOKIE)) ? first : null;
    alertStatus.value = 'ready';
  } catch {
    // No alert is better than a broken bar; the server-rendered fallback stays visible.
    alertStatus.value = 'error';
  }
}

/** Closing stores the alert's id in a cookie, so it stays closed until another alert comes. */
export function closeAlert(): Alert | null {
  const alert = currentAlert.value;
  if (!alert) return null;
  writeCookie(ALERT_CLOSED_COOKIE, String(alert.id), { maxAgeSeconds: ONE_YEAR });
  currentAlert.value = null;
  return alert;
}
