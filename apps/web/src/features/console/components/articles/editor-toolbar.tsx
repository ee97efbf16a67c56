import {
  BoldOutlined,
  FileImageOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  RedoOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { Button, Divider, Tooltip } from 'antd';
import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import { useState, type ReactNode } from 'react';
import { UrlDialog } from './url-dialog';
import styles from './rich-text-editor.module.css';

/**
 * A toolbar button: its Chinese name is both its tooltip and its accessible name, given by
 * aria-label, or by the icon's own (visually hidden) text when `namedByIcon`.
 */
function ToolButton({
  label,
  icon,
  namedByIcon = false,
  active,
  disabled = false,
  onClick,
}: {
  label: string;
  icon: ReactNode;
  namedByIcon?: boolean;
  /** A mark or block that is on where the cursor is; absent for actions (撤销, 插入图片). */
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <Tooltip title={label} mouseEnterDelay={0.4}>
      <Button
        aria-label={namedByIcon ? undefined : label}
        aria-pressed={active}
        size="small"
        color={active ? 'primary' : 'default'}
        variant={active ? 'filled' : 'text'}
        icon={icon}
        disabled={disabled}
        // Keeps the text selection in the editor while the button is pressed.
        onMouseDown={(event) => event.preventDefault()}
        onClick={onClick}
      />
    </Tooltip>
  );
}

/**
 * A heading button shows its level, the way word processors do, and is named by hidden text
 * rather than aria-label: a label containing 标题 would also answer to the form's 标题 field
 * when a test or assistive tool looks fields up by label.
 */
const headingIcon = (level: 2 | 3, name: string) => (
  <span className={styles.headingIcon}>
    <span aria-hidden>H{level}</span>
    <span className={styles.hiddenName}>{name}</span>
  </span>
);
const quoteIcon = <span className={styles.quoteIcon}>”</span>;

/**
 * The formatting the site's article page shows, nothing more. `compact` (a question's stem,
 * options, analyses) keeps what a short text needs: bold, italic, lists, pictures, undo.
 */
export function EditorToolbar({
  editor,
  disabled,
  compact = false,
}: {
  editor: Editor;
  disabled: boolean;
  compact?: boolean;
}) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      blockquote: current.isActive('blockquote'),
      link: current.isActive('link'),
      href: (current.getAttributes('link').href as string | undefined) ?? '',
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  // One dialog for both addresses; what it asks for stays put while it closes.
  const [asking, setAsking] = useState<'link' | 'image'>('link');
  const [dialogOpen, setDialogOpen] = useState(false);
  const ask = (what: 'link' | 'image') => {
    setAsking(what);
    setDialogOpen(true);
  };
  const chain = () => editor.chain().focus();

  const setLink = (href: string) => {
    setDialogOpen(false);
    if (!href) {
      chain().extendMarkRange('link').unsetLink().run();
    } else if (editor.state.selection.empty && !state.link) {
      // Nothing selected: the address itself becomes the linked text.
      chain()
        .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
        .run();
    } else {
      chain().extendMarkRange('link').setLink({ href }).run();
    }
  };

  const insertImage = (src: string) => {
    setDialogOpen(false);
    chain().setImage({ src }).run();
  };

  return (
    <div className={styles.toolbar} role="toolbar" aria-label="排版">
      <ToolButton
        label="加粗"
        icon={<BoldOutlined />}
        active={state.bold}
        disabled={disabled}
        onClick={() => chain().toggleBold().run()}
      />
      <ToolButton
        label="斜体"
        icon={<ItalicOutlined />}
        active={state.italic}
        disabled={disabled}
        onClick={() => chain().toggleItalic().run()}
      />
      <Divider orientation="vertical" />
      {!compact && (
        <>
          <ToolButton
            label="二级标题"
            icon={headingIcon(2, '二级标题')}
            namedByIcon
            active={state.h2}
            disabled={disabled}
            onClick={() => chain().toggleHeading({ level: 2 }).run()}
          />
          <ToolButton
            label="三级标题"
            icon={headingIcon(3, '三级标题')}
            namedByIcon
            active={state.h3}
            disabled={disabled}
            onClick={() => chain().toggleHeading({ level: 3 }).run()}
          />
        </>
      )}
      <ToolButton
        label="无序列表"
        icon={<UnorderedListOutlined />}
        active={state.bulletList}
        disabled={disabled}
        onClick={() => chain().toggleBulletList().run()}
      />
      <ToolButton
        label="有序列表"
        icon={<OrderedListOutlined />}
        active={state.orderedList}
        disabled={disabled}
        onClick={() => chain().toggleOrderedList().run()}
      />
      {!compact && (
        <ToolButton
          label="引用"
          icon={quoteIcon}
          active={state.blockquote}
          disabled={disabled}
          onClick={() => chain().toggleBlockquote().run()}
        />
      )}
      <Divider orientation="vertical" />
      {!compact && (
        <ToolButton
          label="插入链接"
          icon={<LinkOutlined />}
          active={state.link}
          disabled={disabled}
          onClick={() => ask('link')}
        />
      )}
      <ToolButton
        label="插入图片"
        icon={<FileImageOutlined />}
        disabled={disabled}
        onClick={() => ask('image')}
      />
      <Divider orientation="vertical" />
      <ToolButton
        label="撤销"
        icon={<UndoOutlined />}
        disabled={disabled || !state.canUndo}
        onClick={() => chain().undo().run()}
      />
      <ToolButton
        label="重做"
        icon={<RedoOutlined />}
        disabled={disabled || !state.canRedo}
        onClick={() => chain().redo().run()}
      />
      <UrlDialog
        open={dialogOpen}
        {...(asking === 'link'
          ? {
              title: state.link ? '修改链接' : '插入链接',
              label: state.link ? '链接地址（清空即移除链接）' : '链接地址',
              initial: state.href,
              allowEmpty: state.link,
              onSubmit: setLink,
            }
          : { title: '插入图片', label: '图片地址', onSubmit: insertImage })}
        onCancel={() => setDialogOpen(false)}
      />
    </div>
  );
}
