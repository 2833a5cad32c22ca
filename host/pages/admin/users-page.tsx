import { displayName } from '../../db/staff/staff.repository';
import type { StaffAccount } from '../../db/staff/staff-accounts.repository';
import type { StaffUser } from '../../plugins/request-context';
import type { AdminView } from './admin-page';
import { Field, type Fields, TextInput, type Values } from './form-controls';
import { berlinDateTime } from './format';

/**
 * The staff-account screen (admins only; spec: frame §6 roles): every account with its role and
 * access (one's own cannot be changed here), and the form for a new account.
 */
export function usersPage(props: {
  me: StaffUser;
  accounts: StaffAccount[];
  csrf: string;
  values: Values;
  fields: Fields;
  notice?: string;
}): AdminView {
  const { me, csrf, values, fields } = props;
  return {
    title: 'Mitarbeitende',
    body: (
      <>
        {props.notice ? (
          <p className="admin__notice" role="status">
            {props.notice}
          </p>
        ) : null}
        {fields.form ? (
          <p className="admin__error" role="alert">
            {fields.form}
          </p>
        ) : null}
        <table className="admin__table">
          <caption>Konten</caption>
          <thead>
            <tr>
              <th scope="col">Benutzername</th>
              <th scope="col">Name</th>
              <th scope="col">E-Mail</th>
              <th scope="col">Letzte Anmeldung</th>
              <th scope="col">Rolle und Zugang</th>
            </tr>
          </thead>
          <tbody>
            {props.accounts.map((user) => (
              <tr key={user.id} data-username={user.username}>
                <td>{user.username}</td>
                <td>{displayName(user)}</td>
                <td>{user.email}</td>
                <td>{user.last_login_at ? berlinDateTime(user.last_login_at) : '–'}</td>
                <td>
                  {user.id === me.id ? (
                    <span>{user.role === 'admin' ? 'Administration' : 'Redaktion'} (Sie selbst)</span>
                  ) : (
                    <AccessForm user={user} csrf={csrf} />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <h2>Neues Konto</h2>
        <form method="post" action="/admin/users/" className="admin__form" noValidate>
          <input type="hidden" name="csrfmiddlewaretoken" value={csrf} />
          <TextInput name="username" label="Benutzername" values={values} fields={fields} required />
          <TextInput name="email" label="E-Mail" values={values} fields={fields} type="email" required />
          <TextInput name="first_name" label="Vorname" values={values} fields={fields} />
          <TextInput name="last_name" label="Nachname" values={values} fields={fields} />
          <Field name="role" label="Rolle" fields={fields}>
            {(control) => (
              <select {...control} defaultValue={String(values.role ?? 'editor')}>
                <option value="editor">Redaktion</option>
                <option value="admin">Administration</option>
              </select>
            )}
          </Field>
          <TextInput
            name="password"
            label="Passwort (mindestens 12 Zeichen)"
            values={{}}
            fields={fields}
            type="password"
            required
          />
          <button type="submit" className="button-primary">
            Konto anlegen
          </button>
        </form>
      </>
    ),
  };
}

/** Role and access of another account, saved on their own. */
function AccessForm({ user, csrf }: { user: StaffAccount; csrf: string }) {
  return (
    <form method="post" action={`/admin/users/${user.id}/change/`} className="admin__inline">
      <input type="hidden" name="csrfmiddlewaretoken" value={csrf} />
      <label htmlFor={`role-${user.id}`} className="visually-hidden">
        Rolle von {user.username}
      </label>
      <select id={`role-${user.id}`} name="role" defaultValue={user.role}>
        <option value="editor">Redaktion</option>
        <option value="admin">Administration</option>
      </select>
      <label htmlFor={`active-${user.id}`}>
        <input id={`active-${user.id}`} type="checkbox" name="is_active" defaultChecked={user.is_active} />{' '}
        aktiv
      </label>
      <button type="submit">Speichern</button>
    </form>
  );
}
