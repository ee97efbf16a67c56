import { Form, theme } from 'antd';
import Image from '@tiptap/extension-image';
import { Placeholder } from '@tiptap/extensions';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, type CSSProperties } from 'react';
import { EditorToolbar } from './editor-toolbar';
import styles from './rich-text-editor.module.css';

/**
 * The HTML the form holds. An empty editor still holds one paragraph, and the editor keeps an
 * empty one after a closing heading or list to type on: neither is part of the article.
 */
function htmlOf(editor: { isEmpty: boolean; getHTML: () => string }): string {
  return editor.isEmpty ? '' : editor.getHTML().replace(/(<p><\/p>)+$/, '');
}

/**
 * The article body: Tiptap with the blocks and marks the site's article page shows (headings
 * 二级/三级, lists, quotes, links, pictures by address). A form control: `value` is HTML and
 * `onChange` gets the HTML as typed; the server sanitises it again on save. Only the console
 * imports it, so Tiptap and ProseMirror stay in the console's lazy chunks.
 */
export function RichTextEditor({
  id,
  value = '',
  onChange,
  disabled = false,
  placeholder = '从这里开始写正文…',
  label = '正文',
  minHeight,
  compact = false,
}: {
  /** The form item's id, so its label points at the text. */
  id?: string;
  value?: string;
  onChange?: (html: string) => void;
  disabled?: boolean;
  placeholder?: string;
  /** The text's accessible name: a page with several editors names each apart. */
  label?: string;
  /**
   * The text area's least height in pixels: an article's by default (a few lines when compact),
   * less for a short text.
   */
  minHeight?: number;
  /**
   * A short text among others (a question's stem, options, analyses): a smaller text and a
   * toolbar of what such a text needs, no headings, quotes or links.
   */
  compact?: boolean;
}) {
  const { token } = theme.useToken();
  const { status } = Form.Item.useStatus();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        // Code is not something the site's articles show.
        code: false,
        codeBlock: false,
        // Clicking a link while writing places the cursor; it does not leave the page.
        link: { openOnClick: false, defaultProtocol: 'https' },
      }),
      Image,
      Placeholder.configure({ placeholder }),
    ],
    content: value,
    editable: !disabled,
    editorProps: {
      attributes: {
        class: styles.content!,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(id ? { id } : {}),
      },
    },
    onUpdate: ({ editor: changed }) => onChange?.(htmlOf(changed)),
  });

  // A value set from outside (an article loaded, the form reset) replaces the text; the
  // editor's own changes come back equal and leave it (and its undo history) alone.
  useEffect(() => {
    if (value !== htmlOf(editor)) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  // Without false, Tiptap reports the switch as an edit: the form would mark an untouched
  // field changed and show its required message before anyone typed.
  useEffect(() => {
    editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  const look = {
    '--editor-border': status === 'error' ? token.colorError : token.colorBorder,
    '--editor-focus': status === 'error' ? token.colorError : token.colorPrimary,
    '--editor-radius': `${token.borderRadius}px`,
    '--editor-placeholder': token.colorTextPlaceholder,
    '--editor-quote': token.colorBorderSecondary,
    '--editor-link': token.colorLink,
    '--editor-min-height': `${minHeight ?? (compact ? 64 : 360)}px`,
  } as CSSProperties;

  return (
    <div
      className={compact ? `${styles.editor} ${styles.compact}` : styles.editor}
      style={look}
      aria-disabled={disabled || undefined}
    >
      <EditorToolbar editor={editor} disabled={disabled} compact={compact} />
      <EditorContent editor={editor} />
    </div>
  );
}
