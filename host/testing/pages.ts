import type { TestApp } from './test-app';

/** The editor API's URL of `path` on /de. */
export const editorApi = (path: string) => `/de/pageeditor-api/${path}`;

/** A German page at the top of the tree, empty and unpublished, as the editor tests start from. */
export async function insertTestPage(
  t: TestApp,
  page: { path: string; title: string; translationKey: string },
): Promise<{ id: number }> {
  return t.app.db
    .insertInto('pages')
    .values({
      translation_key: page.translationKey,
      locale: 'de',
      parent_id: null,
      path: page.path,
      title: page.title,
      og_image: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}
