import type { Transaction } from 'kysely';
import type { Database } from '../../../db/database.ts';
import {
  drawBanner,
  drawColumnHeader,
  drawCover,
  drawThumb,
  PALETTES,
  type BannerSpec,
  type CoverSpec,
  type IconKind,
} from '../../../lib/imagery-draw.ts';

/** Where the news module serves a stored picture (modules/news/routes/image.route.ts). */
export const imageUrl = (fileId: number) => `/api/v1/pc/images/${fileId}`;

/** Banner wording by the ad's title: a picture says more than the row's own two lines. */
function bannerSpec(title: string, subtitle: string, index: number): BannerSpec {
  const palette = PALETTES[index % PALETTES.length]!;
  const rules: Array<[RegExp, Omit<BannerSpec, 'palette' | 'title' | 'subtitle'>]> = [
    [/国考/, { tag: '国考备考季', action: '立即报名', icon: 'calendar' }],
    [/省考|联考/, { tag: '选调生公告汇总', action: '查看公告', icon: 'megaphone' }],
    [/VIP|题库/, { tag: '申论批改 · AI解析', action: '开通会员', icon: 'chart' }],
    [/遴选/, { tag: '遴选专题', action: '查看指南', icon: 'book' }],
    [/APP/, { tag: '上岸APP', action: '扫码下载', icon: 'pen' }],
    [/讲师|加入/, { tag: '招贤纳士', action: '投递简历', icon: 'badge' }],
    [/公告/, { tag: '本地招考', action: '查看公告', icon: 'megaphone' }],
  ];
  const rule = rules.find(([pattern]) => pattern.test(title))?.[1] ?? {
    tag: '上岸教育',
    action: '了解详情',
    icon: 'trophy' as IconKind,
  };
  return { title, subtitle, palette, ...rule };
}

/** A carousel picture drawn from an ad's own words; `index` picks its colours. */
export function drawnBanner(title: string, subtitle: string, index: number): string {
  return drawBanner(bannerSpec(title, subtitle, index));
}

const TOPIC_ICONS: IconKind[] = ['calendar', 'megaphone', 'book', 'badge', 'trophy', 'chart'];

function coverSpec(title: string, classification: string, index: number): CoverSpec {
  return {
    title,
    caption: `${classification} · 公告 · 职位表 · 备考指导`,
    icon: TOPIC_ICONS[index % TOPIC_ICONS.length]!,
    palette: PALETTES[(index + 3) % PALETTES.length]!,
  };
}

/** A topic's cover drawn from its title and classification; `index` picks colours and icon. */
export function drawnTopicCover(title: string, classification: string, index: number): string {
  return drawCover(coverSpec(title, classification, index));
}

/**
 * Stores an SVG in news_file and answers the address the news module serves it from. Other
 * modules' demo seeds (the shop's book covers) store their drawn pictures through it too.
 */
export function storePicture(trx: Transaction<Database>, now: string) {
  return async (fileName: string, svg: string) => {
    const content = Buffer.from(svg, 'utf8');
    const row = await trx
      .insertInto('news_file')
      .values({
        file_name: fileName,
        mime: 'image/svg+xml',
        size: content.byteLength,
        content,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return imageUrl(row.id);
  };
}

/**
 * Draws a picture for every carousel banner, topic and course/book teaser that has none, stores it
 * in news_file and points the row at it. Rows that already carry an image (set by staff) keep it;
 * run once per database as its own seed set, after the news set created the rows.
 */
export async function seedImagery(trx: Transaction<Database>, now: string): Promise<void> {
  const store = storePicture(trx, now);

  const ads = await trx
    .selectFrom('site_ad')
    .select(['id', 'title', 'subtitle'])
    .where('image', '=', '')
    // The pop-up and about-page ads are drawn by the page as cards; a 3:1 picture inside one
    // would repeat its headline.
    .where('position', '=', 'banner')
    .orderBy('id')
    .execute();
  for (const [index, ad] of ads.entries()) {
    const url = await store(`ad-${ad.id}.svg`, drawnBanner(ad.title, ad.subtitle, index));
    await trx.updateTable('site_ad').set({ image: url }).where('id', '=', ad.id).execute();
  }

  const topics = await trx
    .selectFrom('news_topic')
    .select(['id', 'title', 'classification'])
    .where('cover', '=', '')
    .orderBy('id')
    .execute();
  for (const [index, topic] of topics.entries()) {
    const svg = drawnTopicCover(topic.title, topic.classification, index);
    const url = await store(`topic-${topic.id}.svg`, svg);
    await trx.updateTable('news_topic').set({ cover: url }).where('id', '=', topic.id).execute();
  }

  const teasers = await trx
    .selectFrom('home_recommend')
    .select(['id', 'title', 'kind'])
    .where('cover', '=', '')
    .orderBy('id')
    .execute();
  for (const [index, item] of teasers.entries()) {
    const kind = item.kind === 'book' ? 'book' : 'course';
    const svg = drawThumb(item.title, kind, PALETTES[(index * 3) % PALETTES.length]!);
    const url = await store(`${kind}-${item.id}.svg`, svg);
    await trx.updateTable('home_recommend').set({ cover: url }).where('id', '=', item.id).execute();
  }
}

const COLUMN_ICONS: IconKind[] = [
  'megaphone',
  'calendar',
  'book',
  'chart',
  'badge',
  'pen',
  'trophy',
];

/**
 * Draws a header strip for every top-level column without one; sub-columns show their parent's.
 * Its own seed set, after the columns exist, so databases seeded earlier get headers too.
 */
export async function seedColumnImagery(trx: Transaction<Database>, now: string): Promise<void> {
  const store = storePicture(trx, now);
  const columns = await trx
    .selectFrom('news_column')
    .select(['id', 'title', 'parent_id', 'image'])
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  const roots = columns.filter((column) => column.parent_id === null && column.image === '');
  for (const [index, column] of roots.entries()) {
    const children = columns.filter((child) => child.parent_id === column.id).map((c) => c.title);
    const caption = children.length > 0 ? children.slice(0, 5).join(' · ') : '上岸教育 · 公考资讯';
    const svg = drawColumnHeader({
      title: column.title,
      caption,
      icon: COLUMN_ICONS[index % COLUMN_ICONS.length]!,
      palette: PALETTES[(index + 5) % PALETTES.length]!,
    });
    const url = await store(`column-${column.id}.svg`, svg);
    await trx.updateTable('news_column').set({ image: url }).where('id', '=', column.id).execute();
  }
}
