import type { Locale } from '../../../src/contract/common';
import { t } from '../../../src/i18n';
import type { AdminView } from './admin-page';

/**
 * The admin index: the way to the content hub (which every staff member may use, as the admin),
 * then one entry per area the user may use (host/routes/admin/areas.ts).
 */
export function indexPage(areas: ReadonlyArray<{ path: string; title: string }>, locale: Locale): AdminView {
  return {
    title: t(locale, 'admin.title'),
    body: (
      <>
        <p className="admin__hub-link" data-hub-link="">
          <a href="/cms-hub">{t(locale, 'staff.menu.hub')}</a>: {t(locale, 'admin.index.hubText')}
        </p>
        <ul className="admin__index">
          {areas.map((area) => (
            <li key={area.path}>
              <a href={`/admin/${area.path}/`}>{area.title}</a>
            </li>
          ))}
        </ul>
      </>
    ),
  };
}

/** A form sent after the session ended: nothing was saved; the way to the login and back. */
export function sessionEndedPage(back: string, locale: Locale): AdminView {
  return {
    title: t(locale, 'admin.sessionEnded.title'),
    body: (
      <p>
        {t(locale, 'admin.sessionEnded.text')}{' '}
        <a href={`/${locale}/login?next=${encodeURIComponent(back)}`}>
          {t(locale, 'admin.sessionEnded.login')}
        </a>
      </p>
    ),
  };
}
