import type { Locale } from '../../../src/contract/common';
import { formatInstant } from '../../../src/domain/date-format';
import { type AdminTexts, adminTexts } from '../../../src/i18n/admin';
import { displayName } from '../../db/staff/staff.repository';
import type { StaffAccount } from '../../db/staff/staff-accounts.repository';
import type { StaffUser } from '../../plugins/request-context';
import type { AdminView } from './admin-page';
import {
  ErrorSummary,
  Field,
  type Fields,
  fieldLabels,
  labelsIfRefused,
  TextInput,
  useFieldLabel,
  type Values,
} from './form-controls';

/**
 * The staff-account screen (admins only; spec: frame §6 roles): every account with its role and
 * access (one's own cannot be changed here), and the form for a new account. A refused form's
 * messages are summed up at the top (`ErrorSummary`, as on the other admin forms), each naming its
 * field by the label the form gives it and linked to it: the new account's fields, or the role and
 * access of the account whose change was refused (`access`).
 */
export function usersPage(props: {
  me: StaffUser;
  accounts: StaffAccount[];
  csrf: string;
  /** What the new-account form shows, and its messages. */
  values: Values;
  fields: Fields;
  /** A refused change of an account's role or access: its id and the messages. */
  access?: { id: number; fields: Fields };
  notice?: string;
  locale: Locale;
}): AdminView {
  const { me, csrf, values, fields, access, locale } = props;
  const a = adminTexts(locale);
  const roleName = (role: string) => (role === 'admin' ? a('role.admin') : a('role.editor'));
  const inputs = <NewAccountInputs values={values} fields={fields} a={a} />;
  const refusedAccount = access ? props.accounts.find((user) => user.id === access.id) : undefined;
  return {
    title: a('users'),
    body: (
      <>
        {props.notice ? (
          <p className="admin__notice" role="status">
            {props.notice}
          </p>
        ) : null}
        {access ? (
          <ErrorSummary
            fields={access.fields}
            labels={
              refusedAccount
                ? fieldLabels(<AccessForm user={refusedAccount} csrf={csrf} a={a} fields={access.fields} />)
                : undefined
            }
            controlId={(name) => accessControlId(name, access.id)}
            locale={locale}
          />
        ) : (
          <ErrorSummary fields={fields} labels={labelsIfRefused(fields, inputs)} locale={locale} />
        )}
        <table className="admin__table">
          <caption>{a('users.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{a('field.username')}</th>
              <th scope="col">{a('column.name')}</th>
              <th scope="col">{a('field.email')}</th>
              <th scope="col">{a('column.lastLogin')}</th>
              <th scope="col">{a('column.roleAndAccess')}</th>
            </tr>
          </thead>
          <tbody>
            {props.accounts.map((user) => (
              <tr key={user.id} id={`user-${user.id}`} data-username={user.username}>
                <td>{user.username}</td>
                <td>{displayName(user)}</td>
                <td>{user.email}</td>
                <td>{user.last_login_at ? formatInstant(user.last_login_at, locale, 'dateTime') : '–'}</td>
                <td>
                  {user.id === me.id ? (
                    <span>{a('yourself', { role: roleName(user.role) })}</span>
                  ) : (
                    <>
                      <AccessForm
                        user={user}
                        csrf={csrf}
                        a={a}
                        fields={access?.id === user.id ? access.fields : {}}
                      />{' '}
                      <a href={`/admin/users/${user.id}/delete/`}>
                        {a('users.delete', { username: user.username })}
                      </a>
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <h2>{a('users.new')}</h2>
        <form method="post" action="/admin/users/" className="admin__form" noValidate>
          <input type="hidden" name="csrfmiddlewaretoken" value={csrf} />
          {inputs}
          <button type="submit" className="button-primary">
            {a('users.create')}
          </button>
        </form>
      </>
    ),
  };
}

/** The new account's fields (also read for their labels by the error summary). */
function NewAccountInputs({ values, fields, a }: { values: Values; fields: Fields; a: AdminTexts }) {
  return (
    <>
      <TextInput name="username" label={a('field.username')} values={values} fields={fields} required />
      <TextInput
        name="email"
        label={a('field.email')}
        values={values}
        fields={fields}
        type="email"
        required
      />
      <TextInput name="first_name" label={a('field.firstName')} values={values} fields={fields} />
      <TextInput name="last_name" label={a('field.lastName')} values={values} fields={fields} />
      <Field name="role" label={a('field.role')} fields={fields}>
        {(control) => (
          <select {...control} defaultValue={String(values.role ?? 'editor')}>
            <option value="editor">{a('role.editor')}</option>
            <option value="admin">{a('role.admin')}</option>
          </select>
        )}
      </Field>
      <TextInput
        name="password"
        label={a('field.password')}
        values={{}}
        fields={fields}
        type="password"
        required
      />
    </>
  );
}

/** The id of a control of an account's access form (`role`, `is_active`), which the error summary links to. */
function accessControlId(name: string, id: number): string {
  return `${name === 'is_active' ? 'active' : name}-${id}`;
}

/** Role and access of another account, saved on their own; invalid while its change was refused. */
function AccessForm({
  user,
  csrf,
  a,
  fields,
}: {
  user: StaffAccount;
  csrf: string;
  a: AdminTexts;
  fields: Fields;
}) {
  const roleLabel = a('roleOf', { username: user.username });
  useFieldLabel('role', roleLabel);
  useFieldLabel('is_active', a('active'));
  return (
    <form method="post" action={`/admin/users/${user.id}/change/`} className="admin__inline">
      <input type="hidden" name="csrfmiddlewaretoken" value={csrf} />
      <label htmlFor={accessControlId('role', user.id)} className="visually-hidden">
        {roleLabel}
      </label>
      <select
        id={accessControlId('role', user.id)}
        name="role"
        defaultValue={user.role}
        aria-invalid={fields.role ? 'true' : undefined}
      >
        <option value="editor">{a('role.editor')}</option>
        <option value="admin">{a('role.admin')}</option>
      </select>
      <label htmlFor={accessControlId('is_active', user.id)}>
        <input
          id={accessControlId('is_active', user.id)}
          type="checkbox"
          name="is_active"
          defaultChecked={user.is_active}
          aria-invalid={fields.is_active ? 'true' : undefined}
        />{' '}
        {a('active')}
      </label>
      <button type="submit">{a('save')}</button>
    </form>
  );
}

/** The confirmation before a staff account is deleted (admins only). */
export function userDeletePage(props: {
  account: { id: number; username: string; first_name: string; last_name: string; email: string };
  csrf: string;
  locale: Locale;
  fields: Fields;
}): AdminView {
  const { account, locale } = props;
  const a = adminTexts(locale);
  return {
    title: a('record.deleteTitle', { name: account.username }),
    body: (
      <form method="post" action={`/admin/users/${account.id}/delete/`} className="admin__form">
        <ErrorSummary fields={props.fields} locale={locale} />
        <p>
          {a('users.deleteQuestion', {
            name: displayName(account),
            username: account.username,
            email: account.email,
          })}
        </p>
        {props.fields.form ? null : (
          <>
            <input type="hidden" name="csrfmiddlewaretoken" value={props.csrf} />
            <p className="admin__actions">
              <button type="submit" className="button-primary">
                {a('record.deleteConfirm')}
              </button>
            </p>
          </>
        )}
        <p>
          <a href="/admin/users/">{a('record.backToRecord')}</a>
        </p>
      </form>
    ),
  };
}
