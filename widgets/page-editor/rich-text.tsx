import Link from '@tiptap/extension-link';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useRef, useState } from 'react';
import type { RichTextControl } from '../../src/modules/types';
import type { EditorTexts } from './texts';

const ALL_CONTROLS: readonly RichTextControl[] = [
  'bold',
  'italic',
  'link',
  'bulletList',
  'orderedList',
  'undo',
  'redo',
];

/**
 * Rich text with Tiptap, restricted to what spec frame §5 allows: bold, italic, link, bulleted
 * and numbered lists, undo and redo. Everything else of the starter kit is switched off, so pasted
 * headings or code come in as plain paragraphs. Links default to https:// and may open in a new
 * window (target _blank with rel noopener noreferrer). The server sanitises again on save.
 */
export function RichText({
  value,
  onChange,
  labelId,
  describedBy,
  invalid,
  controls = ALL_CONTROLS,
  t,
}: {
  value: string;
  onChange: (html: string) => void;
  labelId: string;
  describedBy?: string;
  invalid: boolean;
  /** The field's controls (a subset of spec frame §5's seven); all seven when not given. */
  controls?: readonly RichTextControl[];
  t: EditorTexts;
}) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: false,
        blockquote: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        link: false,
        dropcursor: false,
        gapcursor: false,
      }),
      Link.configure({
        openOnClick: false,
        autolink: false,
        defaultProtocol: 'https',
        protocols: ['mailto', 'tel'],
        HTMLAttributes: { rel: null, target: null },
      }),
    ],
    content: value,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        'aria-invalid': String(invalid),
        class: 'rich-text__content',
      },
    },
  });
  // The latest onChange, so the editor (created once) never reports to a stale form state.
  const report = useRef(onChange);
  report.current = onChange;
  useEffect(() => {
    if (!editor) return;
    const update = () => report.current(editor.isEmpty ? '' : editor.getHTML());
    editor.on('update', update);
    return () => {
      editor.off('update', update);
    };
  }, [editor]);
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      link: current?.isActive('link') ?? false,
      bullet: current?.isActive('bulletList') ?? false,
      ordered: current?.isActive('orderedList') ?? false,
      canUndo: current?.can().undo() ?? false,
      canRedo: current?.can().redo() ?? false,
    }),
  });
  const [linkForm, setLinkForm] = useState<{ href: string; newWindow: boolean } | null>(null);
  const hrefId = useId();
  const chain = () => editor?.chain().focus();
  const openLink = () => {
    const attrs = editor?.getAttributes('link') ?? {};
    setLinkForm({
      href: (attrs.href as string | undefined) || 'https://',
      newWindow: attrs.target === '_blank',
    });
  };
  const applyLink = () => {
    if (!linkForm) return;
    const href = linkForm.href.trim();
    if (!href || href === 'https://') chain()?.extendMarkRange('link').unsetLink().run();
    else {
      const attrs = {
        href,
        target: linkForm.newWindow ? '_blank' : null,
        rel: linkForm.newWindow ? 'noopener noreferrer' : null,
      };
      // Nothing selected: the address itself becomes the linked text.
      if (editor?.state.selection.empty && !editor.isActive('link'))
        chain()
          ?.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs }] })
          .run();
      else chain()?.extendMarkRange('link').setLink(attrs).run();
    }
    setLinkForm(null);
  };
  const button = (
    label: string,
    pressed: boolean | undefined,
    run: () => void,
    text: string,
    disabled = false,
  ) => (
    <button
      type="button"
      className="rich-text__button"
      aria-label={label}
      aria-pressed={pressed}
      disabled={disabled}
      onClick={run}
    >
      <span aria-hidden="true">{text}</span>
    </button>
  );
  return (
    <div className={`rich-text${invalid ? ' rich-text--invalid' : ''}`}>
      <div role="toolbar" aria-label={t.richTextToolbar} className="rich-text__toolbar">
        {controls.includes('bold')
          ? button(t.bold, state?.bold, () => chain()?.toggleBold().run(), 'B')
          : null}
        {controls.includes('italic')
          ? button(t.italic, state?.italic, () => chain()?.toggleItalic().run(), 'I')
          : null}
        {controls.includes('link') ? button(t.link, state?.link, openLink, '🔗') : null}
        {controls.includes('bulletList')
          ? button(t.bulletList, state?.bullet, () => chain()?.toggleBulletList().run(), '•')
          : null}
        {controls.includes('orderedList')
          ? button(t.orderedList, state?.ordered, () => chain()?.toggleOrderedList().run(), '⒈')
          : null}
        {controls.includes('undo')
          ? button(t.undo, undefined, () => chain()?.undo().run(), '↶', !state?.canUndo)
          : null}
        {controls.includes('redo')
          ? button(t.redo, undefined, () => chain()?.redo().run(), '↷', !state?.canRedo)
          : null}
      </div>
      {linkForm ? (
        <fieldset className="rich-text__link">
          <legend>{t.link}</legend>
          <label htmlFor={hrefId}>{t.linkUrl}</label>
          <input
            id={hrefId}
            type="url"
            value={linkForm.href}
            onChange={(event) => setLinkForm({ ...linkForm, href: event.target.value })}
          />
          <label className="checkbox">
            <input
              type="checkbox"
              checked={linkForm.newWindow}
              onChange={(event) => setLinkForm({ ...linkForm, newWindow: event.target.checked })}
            />
            {t.newWindow}
          </label>
          <button type="button" onClick={applyLink}>
            {t.applyLink}
          </button>
          <button type="button" onClick={() => setLinkForm(null)}>
            {t.cancel}
          </button>
        </fieldset>
      ) : null}
      <EditorContent editor={editor} />
    </div>
  );
}
