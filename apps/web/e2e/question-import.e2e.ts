import { describe, expect, it } from 'vitest';
import { insertCatalogue } from '../../server/src/modules/question-bank/public.ts';
import { twentyQuestionWordFile } from '../../server/test/question-files.ts';
import { useBrowser } from './support/browser.ts';
import { openAs, registerLearner, serverCall } from './support/learners.ts';
import { withServerDatabase } from './support/server-database.ts';

/**
 * 题库导入 end to end: an administrator imports a Word file of 20 questions (a material group,
 * a figure and one broken question) into a knowledge point of its own, sees the broken question
 * named in the preview, uploads the fixed file and commits; a learner then practises them.
 */
const ADMIN = { phone: '13800000007', password: 'shangan123' };
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('question import from Word', () => {
  const ui = useBrowser();

  it('previews, names the broken question, imports the fixed file, and learners practise it', async () => {
    const page = ui.page;
    const tag = `导入${Date.now() % 100_000}`;
    const pointName = `${tag}专项`;
    await withServerDatabase(async ({ db }) => {
      const subject = await db
        .selectFrom('qb_subject')
        .select('id')
        .where('name', '=', '行测')
        .executeTakeFirstOrThrow();
      await insertCatalogue(
        db,
        { subjectId: subject.id, name: pointName, level: 1, sortOrder: 999 },
        new Date().toISOString(),
      );
    });

    const admin = await serverCall<{ token: string }>('/api/v1/pc/login', {
      form: { type: '1', account: ADMIN.phone, password: ADMIN.password },
    });
    await openAs(page, admin.token, '/admin');
    await page.getByRole('menuitem', { name: '题库导入' }).click();
    await page.getByRole('combobox', { name: '科目' }).click();
    await page.locator('.ant-select-item-option[title="行测"]').click();
    await page.getByRole('combobox', { name: '知识点' }).fill(pointName);
    await page.getByTitle(pointName).click();

    const upload = async (fixed: boolean) =>
      page.locator('input[type="file"]').setInputFiles({
        name: `${tag}.docx`,
        mimeType: DOCX,
        buffer: await twentyQuestionWordFile(tag, { fixed }),
      });
    await upload(false);
    const preview = page.getByRole('region', { name: '导入预览' });
    await preview.getByText('有 1 道题格式有误，请修改文件后重新上传').waitFor();
    const broken = preview.getByRole('row').filter({ hasText: '第 12 题' });
    await broken.getByText('选择题答案 E 不在选项中').waitFor();
    await expect
      .poll(() => preview.getByRole('button', { name: '确认导入' }).isDisabled())
      .toBe(true);

    await preview.getByRole('button', { name: '重新上传' }).click();
    await upload(true);
    await preview.getByRole('row').filter({ hasText: '第 5 题' }).getByText('含图片').waitFor();
    await preview.getByRole('row').filter({ hasText: '材料题' }).getByText('2 道小题').waitFor();
    await preview.getByRole('button', { name: '确认导入' }).click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: '确认导入' }).click();
    await page.getByText('已导入 19 道题').waitFor();
    const history = page.getByRole('region', { name: '导入记录' });
    await history
      .getByRole('row')
      .filter({ hasText: `${tag}.docx` })
      .getByText('已导入')
      .waitFor();

    // A learner finds the knowledge point with its 20 questions and practises them.
    const { token } = await registerLearner('导入题练习学员');
    await openAs(page, token, '/questionBank/classSubjectLibrary');
    await page.getByRole('tab', { name: '行测' }).click();
    await page.getByRole('button', { name: `选择${pointName}的题量`, exact: true }).click();
    await page.getByRole('menuitem', { name: '练习 20 题' }).click();
    await page.waitForURL('**/questionBank/specificTest?exerciseId=*');
    // The order is drawn at random: the first may be the material group, whose tag is in its
    // material rather than in the sub-question's stem, so the tag is looked for on the page.
    await page.getByText(`【${tag}】`, { exact: false }).first().waitFor();
    const question = page.locator('main[aria-label="题目区"] article[data-question-id]').first();
    await question.getByRole('radio', { name: '选项A' }).first().click();
    await expect.poll(() => page.getByTestId('save-state').innerText()).toBe('已保存');
  });
});
