import { defineElement } from '../shared/define';
import { PageEditor, type PageEditorProps } from './page-editor.component';

/**
 * @summary The in-page editor for logged-in staff: with `edit` it draws the page's sections with
 * the public renderers and lets staff add sections (column layouts), add, edit (generated forms
 * with validation), move (drag or keyboard, announced) and delete modules, undo per section, list
 * and restore versions. A 401 on save opens a login modal and the save is sent again after
 * logging in. The server adds this tag for staff only, so visitors load none of its code.
 * Spec: frame §2 edit/noToolbar/v, §3 toolbar entries, §4 Editing, §5 validation, §8.
 *
 * @tag foyer-page-editor
 *
 * @attr locale - Language of the page and the editor's labels: `de` (default) or `en`.
 * @attr page-id - Id of the page being edited.
 * @attr page-path - Path of the page without the locale (`ueber-uns`; empty for home).
 * @attr edit - Present: edit mode (the page's `?edit`).
 * @attr no-toolbar - Present: hides the toolbar (the page's `?noToolbar`).
 * @attr version-id - The version being previewed (`?v=`): shows the version banner.
 * @attr at - The preview moment (`?at=`), when staff look at the page as of another time.
 * @attr api-base - Origin of the Foyer host when embedded elsewhere; empty on the host site.
 * @attr stylesheet - The site stylesheet loaded into the editing canvas (default `/assets/site.css`).
 *
 * @event foyer-edit-mode - Staff switched edit mode with the toolbar. `detail: { edit: boolean }`.
 *
 * @csspart toolbar - The editor toolbar.
 * @csspart toggle - The edit-mode switch.
 * @csspart live - The live region announcing moves.
 * @csspart alert - The save or error alert (also `alert-saved`, `alert-error`).
 * @csspart version-banner - The version-preview banner.
 * @csspart dialog - A modal dialog (a native `<dialog>` in the top layer; style its `::backdrop` via `::part(dialog)::backdrop`).
 *
 * @cssproperty --foyer-editor-accent - Accent colour of the editor chrome (default `#1d4ed8`).
 * @cssproperty --foyer-editor-danger - Colour of delete actions and errors (default `#b42318`).
 */
defineElement<PageEditorProps>('foyer-page-editor', PageEditor, {
  locale: 'string',
  pageId: 'number',
  pagePath: 'string',
  versionId: 'number',
  at: 'string',
  apiBase: 'string',
  stylesheet: 'string',
});

declare global {
  interface HTMLElementTagNameMap {
    'foyer-page-editor': HTMLElement;
  }
  interface GlobalEventHandlersEventMap {
    'foyer-edit-mode': CustomEvent<{ edit: boolean }>;
  }
}
