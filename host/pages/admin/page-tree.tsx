import type { Locale } from '../../../src/contract/common';
import { adminTexts } from '../../../src/i18n/admin';
import type { TreePage } from '../../db/pages/page-tree.repository';
import { pageUrl } from '../../db/pages/pages.repository';
import type { AdminView } from './admin-page';

type A = ReturnType<typeof adminTexts>;

/** Up and down of one page among its siblings: two small forms (works without JavaScript). */
function OrderForms(props: { page: TreePage; first: boolean; last: boolean; csrf: string; a: A }) {
  const { page, a } = props;
  return (
    <form method="post" action={`/admin/pages/${page.id}/order/`} className="admin__tree-order">
      <input type="hidden" name="csrfmiddlewaretoken" value={props.csrf} />
      <button
        type="submit"
        name="direction"
        value="up"
        disabled={props.first}
        aria-label={a('tree.up', { name: page.title })}
        title={a('tree.up', { name: page.title })}
      >
        ↑
      </button>
      <button
        type="submit"
        name="direction"
        value="down"
        disabled={props.last}
        aria-label={a('tree.down', { name: page.title })}
        title={a('tree.down', { name: page.title })}
      >
        ↓
      </button>
    </form>
  );
}

function Branch(props: { pages: TreePage[]; byParent: Map<number, TreePage[]>; csrf: string; a: A }) {
  const { a } = props;
  return (
    <ul className="admin__tree">
      {props.pages.map((page, index) => {
        const children = props.byParent.get(page.id) ?? [];
        const flags = [
          page.is_online ? null : a('tree.offline'),
          page.in_menu ? a('tree.inMenu') : null,
          page.in_footer ? a('tree.inFooter') : null,
          page.is_landing_page ? a('tree.landing') : null,
        ].filter((flag): flag is string => flag !== null);
        const url = pageUrl(page.locale, page.path);
        return (
          <li key={page.id} id={`page-${page.id}`}>
            <div className="admin__tree-row">
              <a
                href={`/admin/pages/${page.id}/change/`}
                aria-label={a('tree.settings', { name: page.title })}
              >
                {page.title}
              </a>{' '}
              <a href={url} className="admin__tree-path">
                {url}
              </a>
              {flags.length > 0 ? <span className="admin__tree-flags"> · {flags.join(' · ')}</span> : null}
              <span className="admin__tree-actions">
                {page.parent_id === null ? null : (
                  <OrderForms
                    page={page}
                    first={index === 0}
                    last={index === props.pages.length - 1}
                    csrf={props.csrf}
                    a={a}
                  />
                )}
                <a href={`/admin/pages/add/?parent_id=${page.id}`}>
                  {a('tree.addChild', { name: page.title })}
                </a>
                {page.parent_id === null ? null : (
                  <a href={`/admin/pages/${page.id}/delete/`} className="admin__delete-link">
                    {a('tree.delete', { name: page.title })}
                  </a>
                )}
              </span>
            </div>
            {children.length > 0 ? (
              <Branch pages={children} byParent={props.byParent} csrf={props.csrf} a={a} />
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The page tree (issue 18 item 2): per language, the pages under their parents in their order,
 * each with its settings, its address, its flags (offline, menu, footer, landing page), up and
 * down among its siblings, a sub-page, and delete (which asks first and lists the sub-pages).
 */
export function pageTreePage(pages: TreePage[], csrf: string, locale: Locale, notice?: string): AdminView {
  const a = adminTexts(locale);
  const byParent = new Map<number, TreePage[]>();
  const ids = new Set(pages.map((page) => page.id));
  const roots: TreePage[] = [];
  for (const page of pages) {
    if (page.parent_id === null || !ids.has(page.parent_id)) roots.push(page);
    else byParent.set(page.parent_id, [...(byParent.get(page.parent_id) ?? []), page]);
  }
  const languages = [...new Set(pages.map((page) => page.locale))];
  return {
    title: a('pages'),
    body: (
      <>
        {notice ? (
          <p className="admin__notice" role="status">
            {notice}
          </p>
        ) : null}
        <p>{a('tree.intro')}</p>
        {languages.map((language) => (
          <section key={language} aria-labelledby={`tree-${language}`}>
            <h2 id={`tree-${language}`}>
              {a('tree.language', { language: a(language === 'en' ? 'lang.en' : 'lang.de') })}
            </h2>
            <Branch
              pages={roots.filter((page) => page.locale === language)}
              byParent={byParent}
              csrf={csrf}
              a={a}
            />
          </section>
        ))}
      </>
    ),
  };
}
