import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '../../../src/contract/common';
import { formatInstant } from '../../../src/domain/date-format';
import { t } from '../../../src/i18n';
import { loadFrameData, renderSitePage } from '../../render/site-page';
import { ErrorSummary, type Fields, TextInput, type Values } from '../admin/form-controls';

/** One of the staff member's live sessions. */
export interface ShownSession {
  created_at: Date | string;
  expires_at: Date | string;
  current: boolean;
}

/** What the settings page shows: the forms' values and messages, the sessions, a notice. */
export interface SettingsState {
  details: Values;
  detailsFields: Fields;
  passwordFields: Fields;
  sessions: ShownSession[];
  notice?: string;
}

/**
 * The staff member's own settings (spec: frame §2 `/{locale}/user/settings`; issue 18 item 5):
 * name and e-mail address, a password change that asks for the current password, and the live
 * sessions with "sign out all others". Three plain forms, complete without JavaScript.
 */
export async function sendSettingsPage(
  request: FastifyRequest,
  reply: FastifyReply,
  locale: Locale,
  state: SettingsState,
  status = 200,
): Promise<FastifyReply> {
  const frame = await loadFrameData(request, locale);
  const c = (key: Parameters<typeof chromeKey>[0]) => t(locale, chromeKey(key));
  const title = c('settingsTitle');
  const action = (part: string) => `/${locale}/user/settings/${part}/`;
  const csrf = <input type="hidden" name="csrfmiddlewaretoken" value={request.csrfToken} />;
  const others = state.sessions.filter((session) => !session.current).length;
  const html = renderSitePage({
    stickyNav: false,
    frame,
    siteUrl: request.server.config.siteUrl,
    title,
    meta: { noindex: true },
    languages: { de: '/de/user/settings', en: '/en/user/settings' },
    children: (
      <div className="staff-form settings admin">
        <h1>{title}</h1>
        {state.notice ? (
          <p className="admin__notice" role="status">
            {state.notice}
          </p>
        ) : null}
        <section aria-labelledby="settings-details">
          <h2 id="settings-details">{c('settingsDetails')}</h2>
          <form method="post" action={action('details')} className="admin__form" noValidate>
            <ErrorSummary fields={state.detailsFields} locale={locale} />
            {csrf}
            <TextInput
              name="first_name"
              label={c('settingsFirstName')}
              values={state.details}
              fields={state.detailsFields}
            />
            <TextInput
              name="last_name"
              label={c('settingsLastName')}
              values={state.details}
              fields={state.detailsFields}
            />
            <TextInput
              name="email"
              type="email"
              label={c('settingsEmail')}
              values={state.details}
              fields={state.detailsFields}
              required
            />
            <p className="admin__actions">
              <button type="submit" className="button-primary">
                {c('settingsSave')}
              </button>
            </p>
          </form>
        </section>
        <section aria-labelledby="settings-password">
          <h2 id="settings-password">{c('settingsPassword')}</h2>
          <form method="post" action={action('password')} className="admin__form" noValidate>
            <ErrorSummary fields={state.passwordFields} locale={locale} />
            {csrf}
            <input
              type="hidden"
              name="username"
              value={String(state.details.username ?? '')}
              autoComplete="username"
            />
            <PasswordInput
              name="current_password"
              label={c('settingsCurrentPassword')}
              fields={state.passwordFields}
              current
            />
            <PasswordInput
              name="new_password"
              label={c('settingsNewPassword')}
              fields={state.passwordFields}
            />
            <PasswordInput
              name="new_password_repeat"
              label={c('settingsNewPasswordRepeat')}
              fields={state.passwordFields}
            />
            <p className="admin__actions">
              <button type="submit" className="button-primary">
                {c('settingsChangePassword')}
              </button>
            </p>
          </form>
        </section>
        <section aria-labelledby="settings-sessions">
          <h2 id="settings-sessions">{c('settingsSessions')}</h2>
          <table className="admin__table">
            <thead>
              <tr>
                <th scope="col">{c('settingsSessionStarted')}</th>
                <th scope="col">{c('settingsSessionExpires')}</th>
                <th scope="col">
                  <span className="visually-hidden">{c('settingsSessions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {state.sessions.map((session) => (
                <tr key={`${String(session.created_at)}-${String(session.expires_at)}`}>
                  <td>{formatInstant(session.created_at, locale, 'dateTime')}</td>
                  <td>{formatInstant(session.expires_at, locale, 'dateTime')}</td>
                  <td>{c(session.current ? 'settingsSessionThis' : 'settingsSessionOther')}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {others > 0 ? (
            <form method="post" action={action('sessions')} className="admin__form">
              {csrf}
              <p className="admin__actions">
                <button type="submit">{c('settingsEndOthers')}</button>
              </p>
            </form>
          ) : (
            <p>{c('settingsNoOthers')}</p>
          )}
        </section>
        <p>
          <a href={`/${locale}/user/profile`}>{t(locale, 'chrome.profileTitle')}</a>
        </p>
      </div>
    ),
  });
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'private, no-store')
    .send(html);
}

type SettingsKey =
  | 'settingsTitle'
  | 'settingsDetails'
  | 'settingsFirstName'
  | 'settingsLastName'
  | 'settingsEmail'
  | 'settingsSave'
  | 'settingsPassword'
  | 'settingsCurrentPassword'
  | 'settingsNewPassword'
  | 'settingsNewPasswordRepeat'
  | 'settingsChangePassword'
  | 'settingsSessions'
  | 'settingsSessionStarted'
  | 'settingsSessionExpires'
  | 'settingsSessionThis'
  | 'settingsSessionOther'
  | 'settingsEndOthers'
  | 'settingsNoOthers';
const chromeKey = (key: SettingsKey) => `chrome.${key}` as const;

function PasswordInput(props: { name: string; label: string; fields: Fields; current?: boolean }) {
  const id = `field-${props.name}`;
  const error = props.fields[props.name];
  return (
    <p className={error ? 'admin__field admin__field--invalid' : 'admin__field'}>
      <label htmlFor={id}>{props.label} *</label>
      <input
        id={id}
        name={props.name}
        type="password"
        required
        autoComplete={props.current ? 'current-password' : 'new-password'}
        {...(error ? { 'aria-invalid': 'true' as const, 'aria-describedby': `${id}-error` } : {})}
      />
      {error ? (
        <span id={`${id}-error`} className="admin__field-error">
          {error}
        </span>
      ) : null}
    </p>
  );
}
