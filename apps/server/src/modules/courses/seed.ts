import crypto from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import { PALETTES, storePortrait } from '../../lib/imagery-draw.ts';
import { DAY_MS, MINUTE_MS } from '../../lib/time.ts';
import { DEMO_LEARNER } from '../accounts/public.ts';
import { addServiceGoods } from '../commerce/public.ts';
import { seedOwnerVideo, seedWatchProgress } from '../course-video/public.ts';
import { storePicture } from '../news/public.ts';
import { findCatalogues } from '../question-bank/public.ts';
import { KIND_TEXT } from './course-views.ts';
import {
  COURSE_COVER_HEIGHT,
  COURSE_COVER_WIDTH,
  drawCourseCover,
  drawHandout,
} from './seed/course-art.ts';
import {
  DEMO_COURSES,
  DEMO_PURCHASE,
  DEMO_REVIEWERS,
  DEMO_REVIEWS,
  DEMO_TEACHERS,
  type DemoCourse,
} from './seed/catalogue.ts';

const BADGE: Record<DemoCourse['kind'], string> = {
  system: '系统课',
  micro: '微课',
  public: '公开课',
  package: '套餐',
};

/**
 * The demo online school (seed/catalogue.ts): teachers with drawn avatars, ten courses of every
 * kind with drawn covers, their chapters and lessons — each video lesson with its own protected
 * demo video (course-video makes it on its first play), handouts for the document lessons,
 * exercises pointing at question-bank sections — a package, reviews, and the demo learner's
 * purchase of the 行测 system course: a paid shop order like any other, its enrolment and some
 * progress. Loaded after the shop, VIP and the question bank, whose rows it points at.
 */
export async function seedCourses(trx: Transaction<Database>, now: string): Promise<void> {
  const store = storePicture(trx, now);
  const at = (days: number) => new Date(Date.parse(now) + days * DAY_MS).toISOString();

  const teacherIds = new Map<string, number>();
  for (const [index, teacher] of DEMO_TEACHERS.entries()) {
    const avatar = await storePortrait(store, `teacher-${teacher.key}.svg`, {
      name: teacher.name,
      hair: teacher.hair,
      palette: PALETTES[(index * 3 + 2) % PALETTES.length]!,
    });
    const row = await trx
      .insertInto('teachers')
      .values({
        name: teacher.name,
        title: teacher.title,
        intro: teacher.intro,
        years: teacher.years,
        ...avatar,
        sort_order: index,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    teacherIds.set(teacher.key, row.id);
  }

  const advisers = await trx
    .selectFrom('course_adviser')
    .select('id')
    .where('active', '=', 1)
    .orderBy('sort_order')
    .execute();
  const sections = new Map<string, number>();
  for (const catalogue of await findCatalogues(trx)) {
    if (!sections.has(catalogue.name)) sections.set(catalogue.name, catalogue.id);
  }

  const courseIds = new Map<string, number>();
  const videoLessons = new Map<string, Array<{ id: number; seconds: number }>>();
  for (const [index, course] of DEMO_COURSES.entries()) {
    const teacherNames = course.teachers
      .map((key) => DEMO_TEACHERS.find((t) => t.key === key)!.name)
      .join(' · ');
    const cover = await store(
      `course-${course.key}.svg`,
      drawCourseCover({
        title: course.title,
        badge: BADGE[course.kind],
        caption: `${course.exam} · ${course.subject} · ${KIND_TEXT[course.kind]}`,
        teacher: teacherNames,
        palette: PALETTES[index % PALETTES.length]!,
      }),
    );
    const published = at(-course.publishedDaysAgo);
    const row = await trx
      .insertInto('courses')
      .values({
        kind: course.kind,
        subject: course.subject,
        exam: course.exam,
        title: course.title,
        subtitle: course.subtitle,
        cover_url: cover,
        cover_width: COURSE_COVER_WIDTH,
        cover_height: COURSE_COVER_HEIGHT,
        price_fen: course.price,
        original_price_fen: course.originalPrice ?? null,
        is_free: course.price === 0 ? 1 : 0,
        is_vip_free: course.vipFree ? 1 : 0,
        validity_days: course.validityDays,
        trial_seconds: course.trialSeconds,
        tags: JSON.stringify(course.tags),
        highlights: JSON.stringify(course.highlights),
        suits: JSON.stringify(course.suits),
        intro: course.intro,
        sales: course.sales,
        status: 'on_sale',
        goods_id: null,
        adviser_id: advisers.length > 0 ? advisers[index % advisers.length]!.id : null,
        sort_order: index,
        published_at: published,
        created_at: published,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    courseIds.set(course.key, row.id);

    if (course.price > 0) {
      const goodsId = await addServiceGoods(
        trx,
        {
          kind: course.kind === 'package' ? 'course_package' : 'course',
          title: course.title,
          subtitle: course.subtitle,
          price: course.price,
          sku: `COURSE-${course.key.toUpperCase()}`,
          refId: row.id,
          ...(course.originalPrice ? { originalPrice: course.originalPrice } : {}),
          cover: { url: cover, width: COURSE_COVER_WIDTH, height: COURSE_COVER_HEIGHT },
        },
        now,
      );
      await trx
        .updateTable('courses')
        .set({ goods_id: goodsId })
        .where('id', '=', row.id)
        .execute();
    }

    for (const [order, key] of course.teachers.entries()) {
      await trx
        .insertInto('course_teachers')
        .values({ course_id: row.id, teacher_id: teacherIds.get(key)!, sort_order: order })
        .execute();
    }

    const videos: Array<{ id: number; seconds: number }> = [];
    let lessonOrder = 0;
    for (const [chapterOrder, chapter] of course.chapters.entries()) {
      const chapterRow = await trx
        .insertInto('course_chapters')
        .values({ course_id: row.id, title: chapter.title, sort_order: chapterOrder })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const lesson of chapter.lessons) {
        const kind = lesson.kind ?? 'video';
        const lessonRow = await trx
          .insertInto('course_lessons')
          .values({
            course_id: row.id,
            chapter_id: chapterRow.id,
            title: lesson.title,
            kind,
            is_trial: lesson.trial ? 1 : 0,
            sort_order: lessonOrder++,
            question_section_id:
              kind === 'exercise' ? (sections.get(lesson.section ?? '') ?? null) : null,
            live_at: kind === 'live' ? at(lesson.liveInDays ?? 7) : null,
            created_at: published,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (kind === 'video') {
          const video = await seedOwnerVideo(trx, {
            ownerKind: 'lesson',
            ownerId: lessonRow.id,
            title: lesson.title,
            lines: lesson.lines,
            seconds: lesson.seconds ?? 60,
            now,
          });
          await trx
            .updateTable('course_lessons')
            .set({ duration_seconds: video.durationSeconds })
            .where('id', '=', lessonRow.id)
            .execute();
          videos.push({ id: lessonRow.id, seconds: video.durationSeconds });
        }
        if (kind === 'document') {
          const content = Buffer.from(
            drawHandout(lesson.title, course.title, lesson.lines),
            'utf8',
          );
          await trx
            .insertInto('course_documents')
            .values({
              lesson_id: lessonRow.id,
              file_name: `${lesson.title}.svg`,
              mime: 'image/svg+xml',
              size: content.byteLength,
              content,
              created_at: now,
            })
            .execute();
        }
      }
    }
    videoLessons.set(course.key, videos);
  }

  for (const course of DEMO_COURSES) {
    for (const [order, key] of (course.members ?? []).entries()) {
      await trx
        .insertInto('course_package_items')
        .values({
          package_id: courseIds.get(course.key)!,
          course_id: courseIds.get(key)!,
          sort_order: order,
        })
        .execute();
    }
  }

  // Reviewers hold the course they review (granted: they joined before the site sold online).
  const reviewerIds: number[] = [];
  for (const [index, name] of DEMO_REVIEWERS.entries()) {
    const row = await trx
      .insertInto('app_user')
      .values({
        uuid: crypto.randomUUID(),
        realname: name,
        phone: null,
        email: null,
        password_hash: null,
        nick_name: name,
        user_name: `course_reviewer_${index + 1}`,
        invite_code: `DEMOREV${String(index + 1).padStart(2, '0')}`,
        created_at: at(-60),
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    reviewerIds.push(row.id);
  }
  for (const [index, review] of DEMO_REVIEWS.entries()) {
    const userId = reviewerIds[index % reviewerIds.length]!;
    const courseId = courseIds.get(review.course)!;
    const when = at(-review.daysAgo);
    await trx
      .insertInto('course_enrolments')
      .values({
        user_id: userId,
        course_id: courseId,
        source: 'grant',
        order_id: null,
        enrolled_at: at(-review.daysAgo - 20),
        expires_at: null,
        created_at: when,
        updated_at: when,
      })
      .onConflict((oc) => oc.columns(['user_id', 'course_id']).doNothing())
      .execute();
    await trx
      .insertInto('course_reviews')
      .values({
        course_id: courseId,
        user_id: userId,
        rating: review.rating,
        content: review.content,
        created_at: when,
      })
      .execute();
  }

  await seedDemoPurchase(trx, now, courseIds, videoLessons);
}

/**
 * The demo learner's purchase: a shop order of the course's goods, paid through the local
 * gateway days ago (the same rows the shop's settlement writes: order, line, timeline, sales),
 * the enrolment it started, and progress in the first lessons.
 */
async function seedDemoPurchase(
  trx: Transaction<Database>,
  now: string,
  courseIds: Map<string, number>,
  videoLessons: Map<string, Array<{ id: number; seconds: number }>>,
): Promise<void> {
  const learner = await trx
    .selectFrom('app_user')
    .select('id')
    .where('phone', '=', DEMO_LEARNER.phone)
    .executeTakeFirst();
  if (!learner) return;
  const courseId = courseIds.get(DEMO_PURCHASE.course)!;
  const course = await trx
    .selectFrom('courses')
    .select(['goods_id', 'title', 'cover_url', 'price_fen', 'validity_days'])
    .where('id', '=', courseId)
    .executeTakeFirstOrThrow();
  const created = new Date(Date.parse(now) - DEMO_PURCHASE.paidDaysAgo * DAY_MS);
  const paid = new Date(created.getTime() + 2 * MINUTE_MS).toISOString();
  // The shop's order numbers: S, the China-time stamp, six digits.
  const stamp = new Date(created.getTime() + 8 * 3_600_000)
    .toISOString()
    .slice(0, 19)
    .replace(/\D/g, '');
  const order = await trx
    .insertInto('shop_order')
    .values({
      order_num: `S${stamp}${String(crypto.randomInt(0, 1_000_000)).padStart(6, '0')}`,
      user_id: learner.id,
      kind: 'course',
      title: course.title,
      status: 'received',
      goods_amount: course.price_fen,
      freight: 0,
      discount: 0,
      pay_amount: course.price_fen,
      needs_shipping: 0,
      remark: '',
      provider: 'local',
      transaction_id: 'LOCALDEMOCOURSE1',
      created_at: created.toISOString(),
      expires_at: new Date(created.getTime() + 30 * MINUTE_MS).toISOString(),
      paid_at: paid,
      received_at: paid,
      updated_at: paid,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('shop_order_line')
    .values({
      order_id: order.id,
      goods_id: course.goods_id!,
      kind: 'course',
      title: course.title,
      cover_url: course.cover_url,
      price: course.price_fen,
      quantity: 1,
      amount: course.price_fen,
    })
    .execute();
  await trx
    .insertInto('shop_order_event')
    .values([
      { order_id: order.id, state: 'unpaid', text: '提交订单', created_at: created.toISOString() },
      { order_id: order.id, state: 'paid', text: '支付成功', created_at: paid },
      { order_id: order.id, state: 'received', text: '已开通', created_at: paid },
    ])
    .execute();
  await trx
    .updateTable('shop_goods')
    .set((eb) => ({ sales: eb('sales', '+', 1) }))
    .where('id', '=', course.goods_id!)
    .execute();
  await trx
    .insertInto('course_orders')
    .values({
      order_id: order.id,
      user_id: learner.id,
      course_id: courseId,
      created_at: created.toISOString(),
    })
    .execute();
  await trx
    .insertInto('course_enrolments')
    .values({
      user_id: learner.id,
      course_id: courseId,
      source: 'order',
      order_id: order.id,
      enrolled_at: paid,
      expires_at:
        course.validity_days > 0
          ? new Date(Date.parse(paid) + course.validity_days * DAY_MS).toISOString()
          : null,
      created_at: paid,
      updated_at: paid,
    })
    .execute();
  await trx
    .updateTable('courses')
    .set((eb) => ({ sales: eb('sales', '+', 1) }))
    .where('id', '=', courseId)
    .execute();

  const videos = videoLessons.get(DEMO_PURCHASE.course) ?? [];
  for (const [index, reached] of DEMO_PURCHASE.progress.entries()) {
    const video = videos[index];
    if (!video) break;
    await seedWatchProgress(trx, {
      ownerKind: 'lesson',
      ownerId: video.id,
      userId: learner.id,
      positionSeconds: reached === 'full' ? video.seconds : Math.min(reached, video.seconds),
      completed: reached === 'full',
      now: new Date(
        Date.parse(now) - (DEMO_PURCHASE.progress.length - index) * 3_600_000,
      ).toISOString(),
    });
  }
}
