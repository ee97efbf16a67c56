import { describe, it } from 'vitest';
import { twentyQuestionWordFile } from '../../server/test/question-files.ts';
import { useBrowser } from './support/browser.ts';
import { openAs, registerLearner, serverCall } from './support/learners.ts';

/**
 * 试卷管理 end to end: an editor writes a draft paper, imports a Word file into it from the
 * paper's row, corrects a question in the question editor, publishes the paper, and a learner
 * finds it among the past papers.
 */
const EDITOR = { phone: '13800000005', password: 'shangan123' };
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('console past papers', () => {
  const ui = useBrowser();

  it('writes a draft, imports a Word file into it, corrects a question, publishes it, and learners see it', async () => {
    const page = ui.page;
    const tag = `真题${Date.now() % 100_000}`;
    const title = `2026年${tag}行测模拟卷`;
    const editor = await serverCall<{ token: string }>('/api/v1/pc/login', {
      form: { type: '1', account: EDITOR.phone, password: EDITOR.password },
    });
    await openAs(page, editor.token, '/admin');
    await page.getByRole('menuitem', { name: '试卷管理' }).click();
    await page.getByText('新建试卷').first().click();
    const dialog = page.locator('.ant-modal').filter({ hasText: '新建试卷' });
    await dialog.getByLabel('科目').click();
    await page.locator('.ant-select-item-option[title="行测"]').click();
    await dialog.getByLabel('试卷名称').fill(title);
    await dialog.getByRole('button', { name: '保存' }).click();
    const row = page.getByRole('row').filter({ hasText: title });
    await row.getByText('草稿').waitFor();

    // From the paper's row to the import page, with the subject and the paper chosen.
    await row.getByLabel(`导入试题：${title}`).click();
    await page.waitForURL('**/admin/questionImport?*');
    await page.getByRole('combobox', { name: '知识点' }).fill('逻辑填空');
    await page.getByTitle('逻辑填空').first().click();
    await page.locator('input[type="file"]').setInputFiles({
      name: `${tag}.docx`,
      mimeType: DOCX,
      buffer: await twentyQuestionWordFile(tag, { fixed: true }),
    });
    const preview = page.getByRole('region', { name: '导入预览' });
    await preview.getByText(`试卷：${title}`).first().waitFor();
    await preview.getByRole('button', { name: '确认导入' }).click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: '确认导入' }).click();
    await page.getByText('已导入 19 道题').waitFor();

    await page.goto('/admin/papers');
    await row.getByText('20 题').waitFor();

    // A typo found while checking the paper is corrected in the question editor (题目管理).
    await row.getByLabel(`题目：${title}`).click();
    await page.locator('.ant-drawer').getByLabel('修改：第 1 题').click();
    await page.waitForURL('**/admin/questions/*');
    const stem = page.getByRole('textbox', { name: '题干' });
    await stem.getByText('第 1 题').waitFor();
    await stem.click();
    await page.keyboard.press('End');
    await page.keyboard.type('（已订正）');
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await page.waitForURL('**/admin/questions?*');
    await page.getByText(`【${tag}】第 1 题：1 加 1 等于多少？（已订正）`).waitFor();

    await page.goto('/admin/papers');
    await row.getByLabel(`发布：${title}`).click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /发\s*布|确\s*定/ })
      .click();
    await row.getByText('已发布').waitFor();

    const { token } = await registerLearner('试卷学员');
    await openAs(page, token, '/questionBank/overYearTrueTopic');
    await page.getByText(title).first().waitFor();
  });
});
