import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { hostUrl } from '../../src/client/api';
import { alertTexts } from '../../src/i18n/alert';
import { alertStatus, closeAlert, currentAlert, requestAlert } from '../../src/state/alert';
import { headerOpen } from '../../src/state/page-ui';
import { type ElementProps, emit, hostOf } from '../shared/define';
import styles from './alert-bar.styles.css';

export interface AlertBarProps extends ElementProps {
  locale?: string;
  apiBase?: string;
}

export function AlertBar({ locale = 'de', apiBase, container }: AlertBarProps) {
  useSignals();
  const t = alertTexts(locale);
  useEffect(() => {
    void requestAlert({ apiBase, locale });
  }, [apiBase, locale]);

  const status = alertStatus.value;
  const alert = currentAlert.value;
  const onClose = () => {
    const closed = closeAlert();
    if (closed) emit(hostOf(container), 'foyer-alert-closed', { id: closed.id });
  };

  // Hidden while the header menu is open, back when it closes (spec: programme §4 Top alert).
  if (headerOpen.value) return <style>{styles}</style>;

  return (
    <>
      <style>{styles}</style>
      {status === 'ready' ? null : <slot />}
      {status === 'ready' && alert ? (
        <section className="alert" part="base" aria-label={t('label')}>
          <p className="content" part="content">
            <strong className="title" part="title">
              {alert.title}
            </strong>
            <span className="text" part="text">
              {alert.text}
            </span>
            {alert.link ? (
              <a className="link" part="link" href={hostUrl(alert.link.url, apiBase)} data-foyer-focus="link">
                {alert.link_title || alert.link.url}
              </a>
            ) : null}
          </p>
          <button
            type="button"
            className="close"
            part="close"
            aria-label={t('close')}
            data-foyer-replay="close"
            onClick={onClose}
          >
            <span aria-hidden="true">×</span>
          </button>
        </section>
      ) : null}
    </>
  );
}
