import { useEffect, useState } from 'react';
import { now as clockNow } from '../../src/domain/clock';
import { reservationDeadline, timeLeft } from '../../src/domain/tickets';
import { cartCountdownTexts } from '../../src/i18n/cart-countdown';
import type { ElementProps } from '../shared/define';
import styles from './cart-countdown.styles.css';

export interface CartCountdownProps extends ElementProps {
  expiresAt?: string;
  /** The server's clock when it rendered the page: the countdown ignores a wrong visitor clock. */
  serverTime?: string;
  locale?: string;
}

/**
 * The cart's live countdown to the reservation's expiry (issue 4 §5): visible every second,
 * announced politely to screen readers only at 5 and at 1 minute left, and at expiry.
 */
export function CartCountdown({ expiresAt, serverTime, locale = 'de' }: CartCountdownProps) {
  const [now, setNow] = useState(() => clockNow().getTime());
  // The deadline on this visitor's clock, fixed when the element (or its times) arrive.
  const [deadline, setDeadline] = useState<number | null>(null);
  useEffect(() => {
    if (!expiresAt || Number.isNaN(Date.parse(expiresAt))) return setDeadline(null);
    setDeadline(
      serverTime
        ? reservationDeadline({ expires_at: expiresAt, server_time: serverTime }, clockNow().getTime())
        : Date.parse(expiresAt),
    );
  }, [expiresAt, serverTime]);
  useEffect(() => {
    const timer = setInterval(() => setNow(clockNow().getTime()), 1000);
    return () => clearInterval(timer);
  }, []);
  if (!expiresAt || Number.isNaN(Date.parse(expiresAt))) return <slot />;
  const t = cartCountdownTexts(locale);
  const end =
    deadline ??
    (serverTime
      ? reservationDeadline({ expires_at: expiresAt, server_time: serverTime }, clockNow().getTime())
      : Date.parse(expiresAt));
  const left = timeLeft(new Date(end).toISOString(), Math.max(now, clockNow().getTime()));
  const announcement =
    left.seconds === 0 ? t('expired') : left.seconds <= 60 ? t('one') : left.seconds <= 300 ? t('five') : '';
  return (
    <>
      <style>{styles}</style>
      <p className={left.seconds === 0 ? 'countdown expired' : 'countdown'} part="countdown">
        {left.seconds === 0 ? t('expired') : t('left', { time: left.label })}
      </p>
      <p className="visually-hidden" aria-live="polite" part="announcement">
        {announcement}
      </p>
    </>
  );
}
