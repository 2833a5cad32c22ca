import type { Alert } from '../../src/contract/alerts';
import { isLocale, type Locale } from '../../src/contract/common';
import { DATES_AND_TICKETS_ANCHOR, EVENT_BOOKING_ANCHOR } from '../../src/contract/constants';
import type { MenuEntry, Navigation } from '../../src/contract/navigation';
import type { DesignSettings, SiteSettings } from '../../src/contract/settings';
import { LEGAL_PAGES } from '../../src/domain/consent';
import { t } from '../../src/i18n';
import { COOKIE_SETTINGS_ID } from './consent-banner';
import { InlineLogo } from './inline-logo';

/**
 * Server-rendered chrome: header, alert, breadcrumbs, footer, sticky navigation (issue 7; spec:
 * programme §2 Header, Footer, Sticky navigation). Everything is readable and usable without
 * JavaScript (CSS :focus-within opens submenus and dropdowns, :target opens the mobile panel);
 * the light-DOM elements <foyer-site-header> and <foyer-sticky-nav> add the behaviour
 * (docs/decisions/0009-site-chrome.md).
 */

export interface Crumb {
  title: string;
  url: string;
}

/** The signed-in staff member as the header shows them (spec: programme §2 Header, §6). */
export interface ChromeUser {
  firstName: string;
  lastName: string;
  /** The user-profile page; defaults to `/{locale}/user/profile`. */
  profileUrl?: string;
  /** The logout URL from the auth state; defaults to `/{locale}/logout`. */
  logoutUrl?: string;
  /**
   * The staff workspace is open to them: the admin (`/admin/`) and the content hub (`/cms-hub`),
   * linked from the user menu. Both let in every signed-in staff member (`requireStaffPage`).
   */
  workspace?: boolean;
}

/** Which kind of page the sticky navigation is on (spec: programme §2 Sticky navigation). */
export type ChromeRoute = 'page' | 'events' | 'event-detail' | 'production-detail';

const isExternal = (url: string) => /^https?:\/\//.test(url);

const Icon = ({ path, size = 22 }: { path: string; size?: number }) => (
  <svg aria-hidden="true" focusable="false" width={size} height={size} viewBox="0 0 24 24" className="icon">
    <path
      d={path}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);
const ICONS = {
  cart: 'M3 4h2l2.4 11h10.2L20 8H6.2M9 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2Zm8 0a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z',
  heart: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0',
  ticket: 'M3 8V6h18v2a2 2 0 0 0 0 4v2a2 2 0 0 0 0 4v2H3v-2a2 2 0 0 0 0-4v-2a2 2 0 0 0 0-4Zm11-2v14',
  up: 'M12 19V5m-6 6 6-6 6 6',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14Zm4.5-2.5L21 21',
  globe:
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm-9-9h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3Z',
} as const;

/** Ids of submenus: stable per position, so the element can key its open state by them. */
function MenuList(props: { entries: MenuEntry[]; level: number; locale: Locale; prefix: string }) {
  const { entries, level, locale, prefix } = props;
  return (
    <ul className={`menu menu--level-${level}`}>
      {entries.map((entry, index) => {
        // Entries with tab navigation behave as plain links (spec: programme §2 Header).
        const hasSubmenu = entry.children.length > 0 && !entry.has_tab_navigation && level === 1;
        const id = `${prefix}-${index}`;
        return (
          <li
            key={entry.url + entry.menu_name}
            className={hasSubmenu ? 'menu__item has-children disclosure' : 'menu__item'}
          >
            <a href={entry.url}>{entry.menu_name}</a>
            {hasSubmenu ? (
              <>
                <button
                  type="button"
                  className="disclosure__button menu__toggle"
                  aria-expanded="false"
                  aria-controls={id}
                  data-disclosure={id}
                  data-foyer-replay={`disclosure-${id}`}
                >
                  <span className="visually-hidden">
                    {t(locale, 'chrome.submenu', { name: entry.menu_name })}
                  </span>
                  <span aria-hidden="true" className="chevron" />
                </button>
                <div className="disclosure__content menu__submenu" id={id}>
                  <MenuList entries={entry.children} level={level + 1} locale={locale} prefix={id} />
                </div>
              </>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

function LanguageSwitch({ locale, languages }: { locale: Locale; languages: Record<string, string> }) {
  const codes = Object.keys(languages);
  return (
    <div className="disclosure site-header__languages">
      <button
        type="button"
        className="disclosure__button tool"
        aria-expanded="false"
        aria-controls="site-header-languages"
        data-disclosure="languages"
        data-foyer-replay="disclosure-languages"
      >
        <Icon path={ICONS.globe} size={20} />
        <span className="site-header__lang-current" aria-hidden="true">
          {locale.toUpperCase()}
        </span>
        <span className="visually-hidden">
          {t(locale, 'chrome.chooseLanguage')} ({t(locale, 'site.languageName')})
        </span>
      </button>
      <div className="disclosure__content dropdown" id="site-header-languages">
        <ul>
          {codes.map((code) => (
            <li key={code}>
              <a
                href={languages[code]}
                hrefLang={code}
                lang={code}
                aria-current={code === locale ? 'true' : undefined}
                data-locale-link={code}
              >
                <span className="lang-code">{code}</span>{' '}
                {isLocale(code) ? t(code, 'site.languageName') : code}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

function ShopItem(props: {
  online: boolean;
  href: string;
  icon: string;
  label: string;
  locale: Locale;
  children?: React.ReactNode;
  className: string;
}) {
  const { online, href, icon, label, locale } = props;
  if (!online) {
    // Greyed out with the tooltip 'Webshop offline' (spec: programme §2 Header, §6).
    const tip = t(locale, 'chrome.shopOffline');
    return (
      // biome-ignore lint/a11y/useValidAnchor: a disabled link: focusable for the tooltip, no target
      <a
        className={`tool is-disabled ${props.className}`}
        role="link"
        aria-disabled="true"
        tabIndex={0}
        title={tip}
        data-tooltip={tip}
      >
        <Icon path={icon} />
        <span className="visually-hidden">
          {label} – {tip}
        </span>
      </a>
    );
  }
  return (
    <a className={`tool ${props.className}`} href={href}>
      <Icon path={icon} />
      <span className="visually-hidden">{label}</span>
      {props.children}
    </a>
  );
}

/**
 * The webshop's account area (spec: programme §2 Header "Account-area labels"): the pages live in
 * the ticketing provider's shop under `header.webshopLink`; the cart is `header.basketLink`.
 */
const ACCOUNT_AREA = [
  ['chrome.myArea', '/account'],
  ['chrome.myCart', null],
  ['chrome.orders', '/account/orders'],
  ['chrome.reservations', '/account/reservations'],
  ['chrome.coupons', '/account/coupons'],
  ['chrome.credit', '/account/credit'],
  ['chrome.accountFavorites', '/favorites'],
  ['chrome.subscriptions', '/account/subscriptions'],
  ['chrome.personalData', '/account/personal-data'],
  ['chrome.changeEmail', '/account/email'],
  ['chrome.changePassword', '/account/password'],
] as const;

/**
 * The initials of a signed-in person's name for the header's avatar: the first letters of its first
 * and last words ("Rita Redaktion": "RR"; a username alone: its first letter).
 */
function initialsOf(name: string, locale: Locale): string {
  const words = name.split(/\s+/).filter(Boolean);
  const ends = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return ends
    .map((word) => Array.from(word ?? '')[0] ?? '')
    .join('')
    .toLocaleUpperCase(locale);
}

function Account(props: {
  locale: Locale;
  user: ChromeUser | undefined;
  online: boolean;
  header: DesignSettings['header'];
}) {
  const { locale, user, online, header } = props;
  if (!user) {
    return (
      <ShopItem
        online={online}
        href={`/${locale}/login`}
        icon={ICONS.user}
        label={t(locale, 'chrome.login')}
        locale={locale}
        className="site-header__account"
      />
    );
  }
  const name = `${user.firstName} ${user.lastName}`.trim();
  const tip = t(locale, 'chrome.shopOffline');
  return (
    <div className="disclosure site-header__user">
      {/* Logged in, the account link goes to the root (spec: programme §2 Header). It is named by
          the whole name; where the header has no room for it beside the menus, the avatar with the
          initials is what shows of it (site.css, decision 0177). */}
      <a className="tool site-header__account" href="/">
        <span className="site-header__avatar" aria-hidden="true">
          {initialsOf(name, locale)}
        </span>
        <span className="site-header__user-name">{name}</span>
      </a>
      <button
        type="button"
        className="disclosure__button tool"
        aria-expanded="false"
        aria-controls="site-header-user"
        data-disclosure="user"
        data-foyer-replay="disclosure-user"
      >
        <span className="visually-hidden">{t(locale, 'chrome.userMenu')}</span>
        <span aria-hidden="true" className="chevron" />
      </button>
      <div className="disclosure__content dropdown dropdown--account" id="site-header-user">
        <p className="dropdown__who">{t(locale, 'chrome.signedInAs', { name })}</p>
        <p className="dropdown__heading" id="site-header-account-title">
          {t(locale, 'chrome.account')}
        </p>
        {online ? (
          <ul aria-labelledby="site-header-account-title" data-account-area="">
            {ACCOUNT_AREA.map(([key, path]) => (
              <li key={key}>
                <a href={path ? `${header.webshopLink}${path}` : header.basketLink}>{t(locale, key)}</a>
              </li>
            ))}
          </ul>
        ) : (
          // Shop offline: the account area is greyed out with the tooltip (spec: programme §2, §6).
          <p className="dropdown__offline" aria-disabled="true" title={tip} data-tooltip={tip}>
            {tip}
          </p>
        )}
        <ul className="dropdown__end">
          {user.workspace ? (
            <>
              <li>
                <a href="/admin/">{t(locale, 'staff.menu.admin')}</a>
              </li>
              <li>
                <a href="/cms-hub">{t(locale, 'staff.menu.hub')}</a>
              </li>
            </>
          ) : null}
          <li>
            <a href={user.profileUrl ?? `/${locale}/user/profile`}>{t(locale, 'chrome.profile')}</a>
          </li>
          <li>
            <a href={user.logoutUrl ?? `/${locale}/logout`}>{t(locale, 'chrome.logout')}</a>
          </li>
        </ul>
      </div>
    </div>
  );
}

/** Today's opening-hours label as the server drew it, and the instant (epoch ms) it stops being true. */
export interface HoursLabel {
  state: 'early' | 'open' | 'closed';
  text: string;
  validUntil: number;
}

export function SiteHeader(props: {
  locale: Locale;
  navigation: Navigation;
  languages: Record<string, string>;
  landingPage: boolean;
  siteName: string;
  design: DesignSettings;
  shopOnline: boolean;
  user?: ChromeUser;
  /**
   * The webshop layout knows the cart: its count is drawn at once and the cart link sits in
   * `<foyer-cart-badge>`, which keeps the cartAmount cookie in step with the shop's badge.
   */
  cartCount?: number;
  /** Today's label (else the element fills it in: a webshop template, hours not set). */
  hours?: HoursLabel;
}) {
  const { locale, navigation, languages, landingPage, design, shopOnline, user, cartCount, hours } = props;
  const cart = (
    <ShopItem
      online={shopOnline}
      href={design.header.basketLink}
      icon={ICONS.cart}
      label={t(locale, 'chrome.cart')}
      locale={locale}
      className="site-header__cart"
    >
      {cartCount === undefined ? (
        <span className="badge" data-cart-count="" hidden />
      ) : (
        <span className="badge" data-cart-count="" data-foyer-cart-badge={cartCount} hidden={cartCount === 0}>
          {cartCount > 0 ? cartCount : ''}
        </span>
      )}
    </ShopItem>
  );
  const classes = ['site-header', `site-header--${design.menuStyle}`];
  if (user) classes.push('site-header--logged-in');
  if (landingPage) classes.push('site-header--landing');
  return (
    <foyer-site-header locale={locale} {...(landingPage ? { 'landing-page': '' } : {})}>
      <a className="skip-link" href="#main" id="top">
        {t(locale, 'site.skipToContent')}
      </a>
      <header className={classes.join(' ')} data-site-header="">
        <div className="site-header__top">
          {/* Today's label, a link to the visit page. The element keeps it true (every minute) once
              hydrated; the loader hydrates it at once when a kept copy of the page shows a label
              past its `data-valid-until` (decision 0157). Without hours: the link's own text. */}
          <p
            className="site-header__hours"
            data-opening-hours=""
            aria-live="polite"
            {...(hours ? { 'data-state': hours.state, 'data-valid-until': String(hours.validUntil) } : {})}
          >
            <a href={`/${locale}/${t(locale, 'chrome.visitPath')}`}>
              {hours ? hours.text : t(locale, 'chrome.openingHours')}
            </a>
          </p>
        </div>
        <div className="site-header__bar">
          {landingPage ? null : (
            <>
              {/* A link to the panel (:target) without JS; a toggle button once enhanced. */}
              {/* biome-ignore lint/a11y/useSemanticElements: a link to #panel works without JS (:target); the element makes it a toggle */}
              <a
                className="site-header__burger"
                href="#site-header-panel"
                role="button"
                aria-expanded="false"
                aria-controls="site-header-panel"
                data-burger=""
                data-foyer-replay="menu"
              >
                <span className="burger" aria-hidden="true">
                  <span />
                </span>
                <span className="visually-hidden">{t(locale, 'chrome.menu')}</span>
              </a>
            </>
          )}
          {/* After the burger in the source as on the screen (phones: burger, logo), so Tab follows
              the eye; on wide screens the burger is hidden and the logo leads. */}
          <a className="site-header__logo" href={`/${locale}`}>
            <InlineLogo
              file="logo.svg"
              width={140}
              height={84}
              label={`${props.siteName} – ${t(locale, 'site.logoAlt')}`}
            />
          </a>
          {landingPage ? null : (
            <div className="site-header__panel" id="site-header-panel" data-panel="">
              {/* biome-ignore lint/a11y/useSemanticElements lint/a11y/useValidAnchor: closes the :target panel without JS */}
              <a className="site-header__panel-close" href="#" role="button" data-burger-close="">
                <span aria-hidden="true">×</span>
                <span className="visually-hidden">{t(locale, 'chrome.closeMenu')}</span>
              </a>
              <nav className="site-header__menu" aria-label={t(locale, 'site.mainMenu')}>
                <MenuList entries={navigation.menu} level={1} locale={locale} prefix="submenu" />
              </nav>
              {navigation.secondary_menu.length ? (
                <nav className="site-header__secondary" aria-label={t(locale, 'site.secondaryMenu')}>
                  <MenuList
                    entries={navigation.secondary_menu}
                    level={1}
                    locale={locale}
                    prefix="secondary"
                  />
                </nav>
              ) : null}
              {/* Phones: the webshop link of the bar (R-HEAD-18), where there is room for it. */}
              <a className="site-header__panel-webshop" href={design.header.webshopLink}>
                {t(locale, 'chrome.webshop')}
              </a>
            </div>
          )}
          <div className="site-header__tools">
            <div className="site-header__search">
              <foyer-search-box variant="compact" locale={locale}>
                {/* Small screens, and every screen with script: the search page behind an icon, the
                    element's closed state (its toggle button, the same size). A click on it
                    hydrates the element and is replayed on the toggle (docs/decisions/0110). */}
                {/* biome-ignore lint/a11y/useSemanticElements: a link to the search page without JS; the element's toggle once hydrated */}
                <a
                  className="tool search-fallback__link"
                  href={`/${locale}/search`}
                  role="button"
                  aria-label={t(locale, 'searchBox.open')}
                  data-foyer-replay="toggle"
                >
                  <Icon path={ICONS.search} />
                </a>
                {/* biome-ignore lint/a11y/useSemanticElements: <search> is not in React 18's JSX types */}
                <form role="search" action={`/${locale}/search`} method="get" className="search-fallback">
                  <label className="visually-hidden" htmlFor="site-search-q">
                    {t(locale, 'chrome.searchTerm')}
                  </label>
                  <input id="site-search-q" name="q" type="search" placeholder={t(locale, 'chrome.search')} />
                </form>
              </foyer-search-box>
            </div>
            {/* The ticketing provider's shop (spec: frame §1, programme §3 header.webshopLink; R-HEAD-18). */}
            <ShopItem
              online={shopOnline}
              href={design.header.webshopLink}
              icon={ICONS.ticket}
              label={t(locale, 'chrome.webshop')}
              locale={locale}
              className="site-header__webshop"
            />
            {cartCount === undefined ? cart : <foyer-cart-badge>{cart}</foyer-cart-badge>}
            <a className="tool site-header__favorites" href={`${design.header.webshopLink}/favorites`}>
              <Icon path={ICONS.heart} />
              <span className="visually-hidden">{t(locale, 'chrome.favorites')}</span>
            </a>
            <Account locale={locale} user={user} online={shopOnline} header={design.header} />
            <LanguageSwitch locale={locale} languages={languages} />
          </div>
        </div>
      </header>
    </foyer-site-header>
  );
}

/** The alert with its light-DOM fallback content: readable and linkable without JavaScript. */
export function AlertBar({ alert, locale }: { alert: Alert | undefined; locale: Locale }) {
  return (
    <foyer-alert-bar locale={locale} {...(alert ? { 'alert-id': String(alert.id) } : {})}>
      {alert ? (
        <section className="alert-fallback" aria-label={t(locale, 'alert.label')}>
          <strong>{alert.title}</strong> <span>{alert.text}</span>{' '}
          {/* Tabbed onto before hydration, the focus moves to the element's own link. */}
          {alert.link ? (
            <a href={alert.link.url} data-foyer-focus="link">
              {alert.link_title || alert.link.url}
            </a>
          ) : null}
          {/* Closes once the element is hydrated: the click that hydrates it is replayed on its
              own close button (docs/decisions/0110); hidden when scripting is off. */}
          <button
            type="button"
            className="alert-fallback__close"
            aria-label={t(locale, 'alert.close')}
            data-foyer-replay="close"
          >
            <span aria-hidden="true">×</span>
          </button>
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

function ExternalLink({
  href,
  locale,
  children,
  className,
}: {
  href: string;
  locale: Locale;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="visually-hidden"> {t(locale, 'chrome.newTab')}</span>
    </a>
  );
}

export function SiteFooter(props: {
  locale: Locale;
  navigation: Navigation;
  settings: SiteSettings;
  design: DesignSettings;
  siteName: string;
  /** The venue's current year, from the app's clock. */
  year: string;
}) {
  const { locale, navigation, settings, design } = props;
  const footer = design.footer ?? {};
  const customLogos = settings.html_footer_logos?.code;
  return (
    <footer className="site-footer" data-site-footer="">
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
                {/* External links open in a new tab (spec: programme §2 Footer). */}
                {isExternal(entry.url) ? (
                  <ExternalLink href={entry.url} locale={locale}>
                    {entry.title}
                  </ExternalLink>
                ) : (
                  <a href={entry.url}>{entry.title}</a>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t(locale, 'chrome.legal')}>
          <ul className="site-footer__links site-footer__legal">
            <li>
              <a href={LEGAL_PAGES[locale].terms}>{t(locale, 'site.legal.terms')}</a>
            </li>
            <li>
              <a href={LEGAL_PAGES[locale].imprint}>{t(locale, 'site.legal.imprint')}</a>
            </li>
            <li>
              <a href={LEGAL_PAGES[locale].privacy}>{t(locale, 'site.legal.privacy')}</a>
            </li>
            {footer.whistleblowerUrl ? (
              <li>
                <ExternalLink href={footer.whistleblowerUrl} locale={locale}>
                  {t(locale, 'chrome.whistleblower')}
                </ExternalLink>
              </li>
            ) : null}
            <li>
              {/* The banner's settings (issue 7 item 4): its server HTML as the link's target without
                  script; with script the loader asks the banner element (foyer-open-cookie-settings). */}
              <a href={`#${COOKIE_SETTINGS_ID}`} className="link-button" data-cookie-settings="">
                {t(locale, 'chrome.cookieSettings')}
              </a>
            </li>
          </ul>
        </nav>
        <div className="site-footer__logos">
          {footer.organisationUrl ? (
            <ExternalLink href={footer.organisationUrl} locale={locale} className="site-footer__organisation">
              <InlineLogo
                file="organisation-logo.svg"
                width={160}
                height={48}
                label={t(locale, 'chrome.organisationLogo', {
                  name: footer.organisationName ?? props.siteName,
                })}
              />
            </ExternalLink>
          ) : null}
          {customLogos ? (
            <div className="site-footer__custom-logos" dangerouslySetInnerHTML={{ __html: customLogos }} />
          ) : (
            // The regional culture logo only when no custom logos are set (spec: programme §2 Footer).
            <InlineLogo
              className="site-footer__regional"
              file="regional-culture-logo.svg"
              width={160}
              height={48}
              label={t(locale, 'chrome.regionalLogo')}
            />
          )}
        </div>
      </div>
      {settings.html_footer_bottom.code ? (
        <div
          className="site-footer__bottom"
          dangerouslySetInnerHTML={{ __html: settings.html_footer_bottom.code }}
        />
      ) : null}
      <div className="site-footer__end">
        <p className="site-footer__copyright">
          © {props.year} {props.siteName}
        </p>
        <a className="site-footer__top-link" href="#top" data-scroll-top="">
          <Icon path={ICONS.up} size={18} />
          {t(locale, 'chrome.scrollTop')}
        </a>
      </div>
    </footer>
  );
}

/**
 * The sticky navigation (spec: programme §2 Sticky navigation): the event-overlay button (when
 * the design setting is on and not on the events route), the booking button, extra sticky items
 * and scroll-to-top (both after half the window height, shown by the element).
 */
export function StickyNav(props: {
  locale: Locale;
  route: ChromeRoute;
  overlayButton: boolean;
  items?: ReadonlyArray<{ text: string; url: string }>;
  bookingHref?: string;
  /** False: nothing to book on the page (sold out): the booking button is hidden. */
  bookable?: boolean;
}) {
  const { locale, route } = props;
  const production = route === 'production-detail';
  const bookingHref =
    props.bookingHref ??
    (production
      ? `#${DATES_AND_TICKETS_ANCHOR}`
      : route === 'event-detail'
        ? `#${EVENT_BOOKING_ANCHOR}`
        : `/${locale}/programm`);
  const showOverlay = props.overlayButton && route !== 'events';
  return (
    <foyer-sticky-nav locale={locale} route={route}>
      <nav className="sticky-nav" aria-label={t(locale, 'chrome.stickyNav')} data-sticky-nav="">
        {showOverlay ? (
          // A link to the programme without JS; opens <foyer-event-overlay> once enhanced.
          <a
            className="sticky-nav__overlay"
            href={`/${locale}/programm`}
            data-open-overlay=""
            data-foyer-replay="overlay"
          >
            <Icon path={ICONS.ticket} />
            <span className="visually-hidden">{t(locale, 'chrome.eventOverlay')}</span>
          </a>
        ) : null}
        {route === 'events' ? null : (
          <a className="sticky-nav__book" href={bookingHref} hidden={props.bookable === false}>
            {t(locale, production ? 'chrome.datesAndTickets' : 'chrome.bookTicket')}
          </a>
        )}
        <ul className="sticky-nav__items" data-sticky-items="">
          {(props.items ?? []).map((item) => (
            <li key={item.url}>
              <a href={item.url}>{item.text}</a>
            </li>
          ))}
        </ul>
        <a className="sticky-nav__top" href="#top" data-scroll-top="">
          <Icon path={ICONS.up} size={20} />
          <span className="visually-hidden">{t(locale, 'chrome.scrollTop')}</span>
        </a>
      </nav>
    </foyer-sticky-nav>
  );
}
