import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';

interface ColumnSeed {
  title: string;
  dir: string;
  children: Array<[title: string, dir: string]>;
}

/** The news columns of the demo portal, in header order ('企业新闻' is kept but hidden there). */
export const DEMO_COLUMNS: ColumnSeed[] = [
  {
    title: '考试公告',
    dir: 'kaoshigonggao',
    children: [
      ['国考公告', 'guokao'],
      ['省考公告', 'shengkao'],
      ['遴选公告', 'linxuan'],
      ['军队文职', 'junduiwenzhi'],
    ],
  },
  {
    title: '招录职位',
    dir: 'zhaoluzhiwei',
    children: [
      ['职位表下载', 'zhiweibiao'],
      ['报名人数', 'baomingrenshu'],
      ['职位分析', 'zhiweifenxi'],
    ],
  },
  {
    title: '备考指导',
    dir: 'beikaozhidao',
    children: [
      ['行测技巧', 'xingce'],
      ['申论技巧', 'shenlun'],
      ['公共基础知识', 'gongji'],
      ['备考经验', 'beikaojingyan'],
    ],
  },
  {
    title: '面试指导',
    dir: 'mianshizhidao',
    children: [
      ['结构化面试', 'jiegouhua'],
      ['无领导小组', 'wulingdao'],
      ['面试真题', 'mianshizhenti'],
    ],
  },
  {
    title: '申论范文',
    dir: 'shenlunfanwen',
    children: [
      ['大作文范文', 'dazuowen'],
      ['小题范例', 'xiaoti'],
    ],
  },
  {
    title: '时政热点',
    dir: 'shizhengredian',
    children: [
      ['时政要闻', 'shizhengyaowen'],
      ['热点解读', 'redianjiedu'],
    ],
  },
  {
    title: '选调生',
    dir: 'xuandiaosheng',
    children: [
      ['选调公告', 'xuandiaogonggao'],
      ['定向选调', 'dingxiang'],
      ['选调面试', 'xuandiaomianshi'],
    ],
  },
  {
    title: '事业单位',
    dir: 'shiyedanwei',
    children: [
      ['事业单位公告', 'shiyegonggao'],
      ['职业能力倾向测验', 'zhiyenengli'],
      ['综合应用能力', 'zongheyingyong'],
    ],
  },
  {
    title: '成绩查询',
    dir: 'chengjichaxun',
    children: [
      ['笔试成绩', 'bishichengji'],
      ['分数线', 'fenshuxian'],
      ['进面名单', 'jinmianmingdan'],
    ],
  },
  {
    title: '考试真题',
    dir: 'kaoshizhenti',
    children: [
      ['国考真题', 'guokaozhenti'],
      ['省考真题', 'shengkaozhenti'],
    ],
  },
  {
    title: '企业新闻',
    dir: 'qiyexinwen',
    children: [
      ['公司动态', 'gongsidongtai'],
      ['媒体报道', 'meitibaodao'],
    ],
  },
  {
    title: '政策解读',
    dir: 'zhengcejiedu',
    children: [
      ['招考政策', 'zhaokaozhengce'],
      ['待遇福利', 'daiyufuli'],
    ],
  },
];

export async function seedColumns(trx: Transaction<Database>, now: string): Promise<void> {
  for (const [index, column] of DEMO_COLUMNS.entries()) {
    const parent = await trx
      .insertInto('news_column')
      .values({
        parent_id: null,
        title: column.title,
        column_dir: column.dir,
        sort_order: index,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (column.children.length === 0) continue;
    await trx
      .insertInto('news_column')
      .values(
        column.children.map(([title, dir], childIndex) => ({
          parent_id: parent.id,
          title,
          column_dir: dir,
          sort_order: childIndex,
          created_at: now,
        })),
      )
      .execute();
  }
}
