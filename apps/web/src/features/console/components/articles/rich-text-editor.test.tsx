import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App, ConfigProvider, Form } from 'antd';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { RichTextEditor } from './rich-text-editor';
import type { Editor } from '@tiptap/react';

/** The editor as a form uses it, with the HTML it reports shown beside it. */
function Harness({ initial }: { initial: string }) {
  const [html, setHtml] = useState(initial);
  return (
    <ConfigProvider button={{ autoInsertSpace: false }}>
      <App>
        <Form.Item noStyle>
          <RichTextEditor value={html} onChange={setHtml} />
        </Form.Item>
        <output data-testid="html">{html}</output>
      </App>
    </ConfigProvider>
  );
}

const html = () => screen.getByTestId('html').textContent;
const tool = (name: string) => screen.getByRole('button', { name });

/**
 * Selects all the text, through the editor Tiptap hangs on its element: jsdom has no layout,
 * so a selection made in the DOM does not reach ProseMirror reliably.
 */
function editorOf(): Editor {
  return (screen.getByRole('textbox', { name: '正文' }) as HTMLElement & { editor: Editor }).editor;
}

function selectAllText() {
  editorOf().commands.selectAll();
}

afterEach(cleanup);

describe('正文编辑器', () => {
  it('shows the HTML it was given and formats it from the toolbar', async () => {
    render(<Harness initial="<p>报名时间延长</p>" />);
    const text = await screen.findByRole('textbox', { name: '正文' });
    expect(text.innerHTML).toContain('报名时间延长');
    for (const name of [
      '加粗',
      '斜体',
      '二级标题',
      '三级标题',
      '无序列表',
      '有序列表',
      '引用',
      '插入链接',
      '插入图片',
      '撤销',
      '重做',
    ]) {
      expect(tool(name)).toBeTruthy();
    }
    selectAllText();
    fireEvent.click(tool('二级标题'));
    await waitFor(() => expect(html()).toBe('<h2>报名时间延长</h2>'));
    editorOf().commands.setTextSelection(2);
    await waitFor(() => expect(tool('二级标题').getAttribute('aria-pressed')).toBe('true'));
    expect(tool('三级标题').getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(tool('撤销'));
    await waitFor(() => expect(html()).toBe('<p>报名时间延长</p>'));
  });

  it('inserts a picture and a link by their https address only', async () => {
    render(<Harness initial="<p>公告原文</p>" />);
    await screen.findByRole('textbox', { name: '正文' });
    selectAllText();
    fireEvent.click(tool('插入链接'));
    const dialog = await screen.findByRole('dialog', { name: '插入链接' });
    const input = within(dialog).getByRole('textbox', { name: '链接地址' });
    fireEvent.change(input, { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('地址应以 https:// 或 / 开头')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'https://www.scs.gov.cn/' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(html()).toContain('href="https://www.scs.gov.cn/"'));
    expect(html()).toContain('>公告原文</a>');

    fireEvent.click(tool('插入图片'));
    const imageDialog = await screen.findByRole('dialog', { name: '插入图片' });
    fireEvent.change(within(imageDialog).getByRole('textbox', { name: '图片地址' }), {
      target: { value: 'https://img.example.com/a.png' },
    });
    fireEvent.click(within(imageDialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(html()).toContain('<img src="https://img.example.com/a.png"'));
  });

  it('makes text bold, and gives an emptied editor as no text at all', async () => {
    render(<Harness initial="<p>x</p>" />);
    await screen.findByRole('textbox', { name: '正文' });
    selectAllText();
    fireEvent.click(tool('加粗'));
    await waitFor(() => expect(html()).toBe('<p><strong>x</strong></p>'));
    editorOf().commands.clearContent(true);
    await waitFor(() => expect(html()).toBe(''));
  });
});
