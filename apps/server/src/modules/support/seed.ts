import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import { DEMO_ADMIN, DEMO_LEARNER } from '../accounts/public.ts';
import { recordAudit } from '../audit/public.ts';

const HOUR_MS = 3_600_000;

/**
 * What customer service find in the demo console: the demo learner's feedback (one answered,
 * one waiting) and two 留言 from visitors. The reply goes in as the demo administrator gave it,
 * with its audit record, as the console would have written it.
 */
export async function seedSupportDemo(trx: Transaction<Database>, now: string): Promise<void> {
  const people = await trx
    .selectFrom('app_user')
    .select(['id', 'phone'])
    .where('phone', 'in', [DEMO_LEARNER.phone, DEMO_ADMIN.phone])
    .execute();
  const learner = people.find((person) => person.phone === DEMO_LEARNER.phone);
  const admin = people.find((person) => person.phone === DEMO_ADMIN.phone);
  const at = (hoursAgo: number) => new Date(Date.parse(now) - hoursAgo * HOUR_MS).toISOString();

  if (learner) {
    await trx
      .insertInto('feedback')
      .values({
        user_id: learner.id,
        category: '功能建议',
        content: '希望错题本可以按知识点筛选，并且支持导出打印，考前集中复习更方便。',
        contact: '',
        created_at: at(5),
      })
      .execute();
    const asked = await trx
      .insertInto('feedback')
      .values({
        user_id: learner.id,
        category: '题目纠错',
        content: '资料分析专项练习第2题，题干说的是“同比增长率”，解析里却按“环比”计算，麻烦核对。',
        contact: '微信 xiaoan2026',
        created_at: at(30),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    if (admin) {
      const change = {
        status: 'replied',
        reply:
          '感谢您的指正！经教研老师核对，该题解析确有笔误，已按“同比增长率”更正。祝您备考顺利！',
        replied_by: admin.id,
        replied_at: at(26),
      };
      await trx.updateTable('feedback').set(change).where('id', '=', asked.id).execute();
      await recordAudit(trx, {
        actorId: admin.id,
        action: 'feedback.reply',
        entity: 'feedback',
        entityId: asked.id,
        before: asked,
        after: { ...asked, ...change },
      });
    }
  }

  await trx
    .insertInto('support_message')
    .values([
      {
        user_id: null,
        name: '刘同学',
        phone: '13712345678',
        topic: '岗位查询',
        content: '我是2026届应届生，专业是汉语言文学，想问下今年省考有哪些岗位可以报？',
        page_url: '/column/list/zhiweibiao.html?id=1',
        ip: '127.0.0.1',
        created_at: at(3),
      },
      {
        user_id: null,
        name: '陈女士',
        phone: '13698765432',
        topic: '备考交流群',
        content: '请问选调生备考交流群怎么加入？',
        page_url: '/',
        ip: '127.0.0.1',
        created_at: at(8),
      },
    ])
    .execute();
}
