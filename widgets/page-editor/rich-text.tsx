import Link from '@tiptap/extension-link';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { Locale } from '../../src/contract/common';
import type { EditorTexts } from '../../src/i18n/editor';
import type { RichTextControl } from '../../src/modules/types';
import { LinkEdit, type LinkValue } from './link-edit';

/** Icons drawn inline: the glyphs for them (🔗, ⒈) need fonts that Debian's Chromium, and many
 * staff machines, lack; they showed as empty boxes. */
const LINK_ICON = (
  <svg width="16" height="16" viewBox="0 0 24 24" focusable="false" aria-hidden="true">
    <path
      d="M10 14a5 5 0 0 0 7 0l3-3a5 5 0 0 0-7-7l-1 1m2 5a5 5 0 0 0-7 0l-3 3a5 5 0 0 0 7 7l1-1"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    />
  </svg>
);
const ORDERED_LIST_ICON = (
  <svg width="16" height="16" viewBox="0 0 24 24" focusable="false" aria-hidden="true">
    <path
      d="M10 6h11M10 12h11M10 18h11M4 4v4M3 18h3l-3 3h3M3 11.5a1.5 1.5 0 0 1 3 0c0 1-3 2-3 3.5h3"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

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
 * window (target _blank with rel noopener noreferrer), set in the link edit popup. The server
 * sanitises again on save.
 */
export function RichText({
  value,
  onChange,
  labelId,
  describedBy,
  invalid,
  controls = ALL_CONTROLS,
  t,
  locale,
}: {
  value: string;
  onChange: (html: string) => void;
  labelId: string;
  describedBy?: string;
  invalid: boolean;
  /** The field's controls (a subset of spec frame §5's seven); all seven when not given. */
  controls?: readonly RichTextControl[];
  t: EditorTexts;
  locale: Locale;
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
  const [linkForm, setLinkForm] = useState<{ initial: LinkValue; existing: boolean } | null>(null);
  const chain = () => editor?.chain().focus();
  const openLink = () => {
    const attrs = editor?.getAttributes('link') ?? {};
    setLinkForm({
      initial: {
        href: (attrs.href as string | undefined) || 'https://',
        newWindow: attrs.target === '_blank',
      },
      existing: editor?.isActive('link') ?? false,
    });
  };
  // The popup keeps the focus while it is open (and gives it back to the Link button when it
  // closes), so these commands change the document without focusing the text.
  const applyLink = ({ href, newWindow }: LinkValue) => {
    if (!editor) return;
    const attrs = {
      href,
      target: newWindow ? '_blank' : null,
      rel: newWindow ? 'noopener noreferrer' : null,
    };
    // Nothing selected: the address itself becomes the linked text.
    if (editor.state.selection.empty && !editor.isActive('link'))
      editor
        .chain()
        .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs }] })
        .run();
    else editor.chain().extendMarkRange('link').setLink(attrs).run();
  };
  const removeLink = () => editor?.chain().extendMarkRange('link').unsetLink().run();
  const button = (
    label: string,
    pressed: boolean | undefined,
    run: () => void,
    glyph: ReactNode,
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
      <span aria-hidden="true">{glyph}</span>
    </button>
  );
  return (
    <div className={`rich-text${invalid ? ' rich-text--invalid' : ''}`}>
      <div role="toolbar" aria-label={t('richTextToolbar')} className="rich-text__toolbar">
        {controls.includes('bold')
          ? button(t('bold'), state?.bold, () => chain()?.toggleBold().run(), 'B')
          : null}
        {controls.includes('italic')
          ? button(t('italic'), state?.italic, () => chain()?.toggleItalic().run(), 'I')
          : null}
        {controls.includes('link') ? button(t('link'), state?.link, openLink, LINK_ICON) : null}
        {controls.includes('bulletList')
          ? button(t('bulletList'), state?.bullet, () => chain()?.toggleBulletList().run(), '•')
          : null}
        {controls.includes('orderedList')
          ? button(
              t('orderedList'),
              state?.ordered,
              () => chain()?.toggleOrderedList().run(),
              ORDERED_LIST_ICON,
            )
          : null}
        {controls.includes('undo')
          ? button(t('undo'), undefined, () => chain()?.undo().run(), '↶', !state?.canUndo)
          : null}
        {controls.includes('redo')
          ? button(t('redo'), undefined, () => chain()?.redo().run(), '↷', !state?.canRedo)
          : null}
      </div>
      {linkForm ? (
        <LinkEdit
          initial={linkForm.initial}
          existing={linkForm.existing}
          t={t}
          locale={locale}
          onApply={applyLink}
          onRemove={removeLink}
          onClose={() => setLinkForm(null)}
        />
      ) : null}
      <EditorContent editor={editor} />
    </div>
  );
}
