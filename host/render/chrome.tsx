import type { Alert } from '../../src/contract/alerts';
import type { Locale } from '../../src/contract/common';
import type { MenuEntry, Navigation } from '../../src/contract/navigation';
import type { SiteSettings } from '../../src/contract/settings';
import { t } from '../../src/i18n';

/**
 * Server-rendered chrome: header, alert, breadcrumbs, footer. Readable without JavaScript; the
 * custom elements around it add behaviour.
 */

export interface Crumb {
  title: string;
  url: string;
}

function MenuList({ entries, level }: { entries: MenuEntry[]; level: number }) {
  return (
    <ul className={`menu menu--level-${level}`}>
      {entries.map((entry) => (
        <li
          key={entry.url + entry.menu_name}
          className={entry.children.length ? 'menu__item has-children' : 'menu__item'}
        >
          <a href={entry.url}>{entry.menu_name}</a>
          {entry.children.length ? <MenuList entries={entry.children} level={level + 1} /> : null}
        </li>
      ))}
    </ul>
  );
}

export function SiteHeader(props: {
  locale: Locale;
  navigation: Navigation;
  languages: Record<string, string>;
  landingPage: boolean;
  siteName: string;
}) {
  const { locale, navigation, languages, landingPage } = props;
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t(locale, 'site.skipToContent')}
      </a>
      <div className="site-header__bar">
        <a className="site-header__logo" href={`/${locale}`}>
          <img
            src="/assets/logo.svg"
            width={140}
            height={84}
            alt={`${props.siteName} – ${t(locale, 'site.logoAlt')}`}
          />
        </a>
        {landingPage ? null : (
          <>
            <nav className="site-header__menu" aria-label={t(locale, 'site.mainMenu')}>
              <MenuList entries={navigation.menu} level={1} />
            </nav>
            <nav className="site-header__secondary" aria-label={t(locale, 'site.secondaryMenu')}>
              <MenuList entries={navigation.secondary_menu} level={1} />
            </nav>
          </>
        )}
        <foyer-search-box variant="compact" locale={locale} />
        <nav className="site-header__languages" aria-label={t(locale, 'site.language')}>
          <ul>
            {Object.entries(languages).map(([code, url]) => (
              <li key={code}>
                <a href={url} hrefLang={code} lang={code} aria-current={code === locale ? 'true' : undefined}>
                  {code.toUpperCase()}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}

/** The alert with its light-DOM fallback content: readable and linkable without JavaScript. */
export function AlertBar({ alert, locale }: { alert: Alert | undefined; locale: Locale }) {
  return (
    <foyer-alert-bar locale={locale} {...(alert ? { 'alert-id': String(alert.id) } : {})}>
      {alert ? (
        <section className="alert-fallback" aria-label={t(locale, 'alert.label')}>
          <strong>{alert.title}</strong> <span>{alert.text}</span>{' '}
          {alert.link ? <a href={alert.link.url}>{alert.link_title || alert.link.url}</a> : null}
        </section>
      ) : null}
    </foyer-alert-bar>
  );
}

export function Breadcrumbs({ crumbs, locale }: { crumbs: Crumb[]; locale: Locale }) {
  if (crumbs.length < 2) return null;
  return (
    <nav className="breadcrumbs" aria-label={t(locale, 'site.breadcrumb')}>
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={crumb.url}>
            {index === crumbs.length - 1 ? (
              <span aria-current="page">{crumb.title}</span>
            ) : (
              <a href={crumb.url}>{crumb.title}</a>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

export function SiteFooter(props: {
  locale: Locale;
  navigation: Navigation;
  settings: SiteSettings;
  siteName: string;
}) {
  const { locale, navigation, settings } = props;
  const external = (url: string) => /^https?:\/\//.test(url);
  return (
    <footer className="site-footer">
      {settings.html_footer_top.code ? (
        <div
          className="site-footer__top"
          dangerouslySetInnerHTML={{ __html: settings.html_footer_top.code }}
        />
      ) : null}
      <div className="site-footer__main">
        <nav aria-label={t(locale, 'site.footerMenu')}>
          <ul className="site-footer__links">
            {navigation.footer.map((entry) => (
              <li key={entry.url + entry.title}>
                <a
                  href={entry.url}
                  {...(external(entry.url) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                >
                  {entry.title}
                </a>
              </li>
            ))}
            <li>
              <a href={`/${locale}/agb`}>{t(locale, 'legal.terms')}</a>
            </li>
            <li>
              <a href={`/${locale}/impressum`}>{t(locale, 'legal.imprint')}</a>
            </li>
            <li>
              <a href={`/${locale}/datenschutz`}>{t(locale, 'legal.privacy')}</a>
            </li>
          </ul>
        </nav>
        {settings.html_footer_logos?.code ? (
          <div
            className="site-footer__logos"
            dangerouslySetInnerHTML={{ __html: settings.html_footer_logos.code }}
          />
        ) : null}
      </div>
      {settings.html_footer_bottom.code ? (
        <div
          className="site-footer__bottom"
          dangerouslySetInnerHTML={{ __html: settings.html_footer_bottom.code }}
        />
      ) : null}
      <p className="site-footer__copyright">
        © {new Date().getFullYear()} {props.siteName}
      </p>
    </footer>
  );
}
