import Link from '@tiptap/extension-link';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import proseMirrorStyles from 'prosemirror-view/style/prosemirror.css';
import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
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
 *
 * ProseMirror's own stylesheet (prosemirror-view's style/prosemirror.css: spaces as typed, long
 * words broken, no ligatures) comes with the editor into whichever shadow root draws it (the page
 * editor's, its canvas's, an admin form field's): Tiptap would put it into the document's head,
 * which no shadow root sees (decision 0176).
 *
 * The format toolbar follows the WAI-ARIA toolbar pattern: one tab stop (roving tabindex), the
 * arrow keys, Home and End move between its buttons. It serves the edit modal and the canvas's
 * in-place editing (inline-text.tsx), which names the text with `ariaLabel` and focuses it.
 */
export function RichText({
  value,
  onChange,
  labelId,
  ariaLabel,
  describedBy,
  autoFocus = false,
  invalid,
  controls = ALL_CONTROLS,
  toolbarLabel,
  t,
  locale,
  contentLocale,
}: {
  value: string;
  onChange: (html: string) => void;
  /** The id of the visible label; or `ariaLabel` when there is none (editing in place). */
  labelId?: string;
  ariaLabel?: string;
  describedBy?: string;
  /** Put the caret at the end of the text once the editor is ready. */
  autoFocus?: boolean;
  invalid: boolean;
  /** The field's controls (a subset of spec frame §5's seven); all seven when not given. */
  controls?: readonly RichTextControl[];
  /** The toolbar's name when a page has several (an admin form's texts); else 'Text formatting'. */
  toolbarLabel?: string;
  t: EditorTexts;
  /** The staff's language: the toolbar's and the link popup's texts. */
  locale: Locale;
  /**
   * The language of the text (the page's; an admin form field's, `…_en` is English): the text is
   * marked with it (spell checking, screen readers) and the link finders offer its addresses.
   */
  contentLocale: Locale;
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
    // The rules come with the component (below); a copy in the page's head would reach no editor.
    injectCSS: false,
    autofocus: autoFocus ? 'end' : false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        lang: contentLocale,
        ...(labelId ? { 'aria-labelledby': labelId } : {}),
        ...(ariaLabel ? { 'aria-label': ariaLabel } : {}),
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
  const entries: Array<{
    control: RichTextControl;
    label: string;
    pressed?: boolean;
    run: () => void;
    glyph: ReactNode;
    disabled?: boolean;
  }> = [
    {
      control: 'bold',
      label: t('bold'),
      pressed: state?.bold,
      run: () => chain()?.toggleBold().run(),
      glyph: 'B',
    },
    {
      control: 'italic',
      label: t('italic'),
      pressed: state?.italic,
      run: () => chain()?.toggleItalic().run(),
      glyph: 'I',
    },
    { control: 'link', label: t('link'), pressed: state?.link, run: openLink, glyph: LINK_ICON },
    {
      control: 'bulletList',
      label: t('bulletList'),
      pressed: state?.bullet,
      run: () => chain()?.toggleBulletList().run(),
      glyph: '•',
    },
    {
      control: 'orderedList',
      label: t('orderedList'),
      pressed: state?.ordered,
      run: () => chain()?.toggleOrderedList().run(),
      glyph: ORDERED_LIST_ICON,
    },
    {
      control: 'undo',
      label: t('undo'),
      run: () => chain()?.undo().run(),
      glyph: '↶',
      disabled: !state?.canUndo,
    },
    {
      control: 'redo',
      label: t('redo'),
      run: () => chain()?.redo().run(),
      glyph: '↷',
      disabled: !state?.canRedo,
    },
  ];
  const shown = entries.filter((entry) => controls.includes(entry.control));
  // Roving tabindex: the toolbar is one tab stop, on the last button used (an enabled one).
  const [current, setCurrent] = useState<RichTextControl>(shown[0]?.control ?? 'bold');
  const enabled = shown.filter((entry) => !entry.disabled);
  const stop = enabled.some((entry) => entry.control === current) ? current : enabled[0]?.control;
  const toolbarRef = useRef<HTMLDivElement>(null);
  const onToolbarKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = enabled.findIndex((entry) => entry.control === stop);
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % enabled.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + enabled.length) % enabled.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? enabled.length - 1
              : -1;
    const target = enabled[next];
    if (next < 0 || !target) return;
    event.preventDefault();
    setCurrent(target.control);
    toolbarRef.current?.querySelector<HTMLElement>(`[data-control="${target.control}"]`)?.focus();
  };
  return (
    <div className={`rich-text${invalid ? ' rich-text--invalid' : ''}`}>
      <style>{proseMirrorStyles}</style>
      <div
        role="toolbar"
        aria-label={toolbarLabel ?? t('richTextToolbar')}
        className="rich-text__toolbar"
        ref={toolbarRef}
        onKeyDown={onToolbarKey}
      >
        {shown.map((entry) => (
          <button
            key={entry.control}
            type="button"
            className="rich-text__button"
            data-control={entry.control}
            aria-label={entry.label}
            aria-pressed={entry.pressed}
            disabled={entry.disabled}
            tabIndex={entry.control === stop ? 0 : -1}
            onClick={() => {
              setCurrent(entry.control);
              entry.run();
            }}
          >
            <span aria-hidden="true">{entry.glyph}</span>
          </button>
        ))}
      </div>
      {linkForm ? (
        <LinkEdit
          initial={linkForm.initial}
          existing={linkForm.existing}
          t={t}
          locale={locale}
          contentLocale={contentLocale}
          onApply={applyLink}
          onRemove={removeLink}
          onClose={() => setLinkForm(null)}
        />
      ) : null}
      <EditorContent editor={editor} />
    </div>
  );
}
