import type { AdminView } from './admin-page';

/** The admin index: one entry per area the user may use (host/routes/admin/areas.ts). */
export function indexPage(areas: ReadonlyArray<{ path: string; title: string }>): AdminView {
  return {
    title: 'Verwaltung',
    body: (
      <ul className="admin__index">
        {areas.map((area) => (
          <li key={area.path}>
            <a href={`/admin/${area.path}/`}>{area.title}</a>
          </li>
        ))}
      </ul>
    ),
  };
}

/** A form sent after the session ended: nothing was saved; the way to the login and back. */
export function sessionEndedPage(back: string): AdminView {
  return {
    title: 'Bitte erneut anmelden',
    body: (
      <p>
        Ihre Anmeldung ist abgelaufen; die Änderung wurde nicht gespeichert.{' '}
        <a href={`/de/login?next=${encodeURIComponent(back)}`}>Anmelden und zurück zum Formular</a>
      </p>
    ),
  };
}
