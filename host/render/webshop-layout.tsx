import type { ReactNode } from 'react';
import type { Locale } from '../../src/contract/common';
import type { Clock } from '../../src/domain/clock';
import { t } from '../../src/i18n';
import { renderDocument } from './document';

/**
 * The webshop layout (spec: frame §2 "Webshop routes use a separate layout"): a slim header with
 * the logo, the programme link and the cart with its badge count, the content, a slim footer. No
 * page class on the body (spec: frame §2 "Body CSS classes … suppressed on … webshop routes").
 */
export function renderWebshopPage(options: {
  locale: Locale;
  title: string;
  siteName: string;
  cartCount: number;
  cartUrl: string;
  /** The app's clock (the cart countdown follows it, see `renderDocument`). */
  clock: Clock;
  children: ReactNode;
}): string {
  const { locale } = options;
  return renderDocument({
    locale,
    clock: options.clock,
    bodyClass: 'webshop',
    meta: { title: `${options.title} | ${options.siteName}`, noindex: true },
    children: (
      <>
        <a className="skip-link" href="#main">
          {t(locale, 'site.skipToContent')}
        </a>
        <header className="webshop-header">
          <a className="webshop-logo" href={`/${locale}`}>
            <img src="/assets/logo.svg" alt={t(locale, 'site.logoAlt')} width={140} height={84} />
          </a>
          <nav aria-label={t(locale, 'webshop.nav')}>
            <a href={`/${locale}/programm`}>{t(locale, 'webshop.programme')}</a>
            {/* The header's counter: keeps the cartAmount cookie in step with the shop's badge. */}
            <foyer-cart-badge>
              <a href={options.cartUrl} className="webshop-cart">
                {t(locale, 'webshop.cart')}{' '}
                <span className="webshop-cart-badge" data-foyer-cart-badge={options.cartCount}>
                  {options.cartCount}
                </span>
                <span className="visually-hidden"> {t(locale, 'webshop.tickets')}</span>
              </a>
            </foyer-cart-badge>
          </nav>
        </header>
        <main id="main" className="webshop-main">
          {options.children}
        </main>
        <footer className="webshop-footer">
          <a href={`/${locale}`}>{options.siteName}</a>
        </footer>
      </>
    ),
  });
}
