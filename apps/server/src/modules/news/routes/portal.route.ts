import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiCode } from '@shangan/shared';
import { ApiError } from '../../../lib/api-error.ts';
import { Envelope, ok } from '../../../lib/envelope.ts';
import { Ad, CityRef, ExamTopic, FriendlyLink, HomeData, Nullable } from '../news.schemas.ts';
import {
  activeAds,
  citySites,
  examTopics,
  friendlyLinks,
  homeData,
  provinceCities,
} from '../portal.service.ts';
import type { NewsRouteOptions } from './_context.ts';

const CityId = Type.Optional(Type.Integer({ minimum: 1, errorMessage: '城市编号不正确' }));

/** Home data and the city sub-site calls, plus friendly links. */
export const portalRoute: FastifyPluginAsyncTypebox<NewsRouteOptions> = async (app, { ctx }) => {
  app.get(
    '/pc/linxuan/pc/index',
    {
      schema: {
        tags: ['首页'],
        summary: '首页数据：轮播、栏目最新文章、本周热门、考试日历、课程图书、友情链接、专题',
        querystring: Type.Object({ cityId: CityId }),
        response: { 200: Envelope(HomeData) },
      },
    },
    async (request) => ok(await homeData(ctx, request.query.cityId ?? null)),
  );
  app.get(
    '/pc/linxuan/pc/cityIndex',
    {
      schema: {
        tags: ['首页'],
        summary: '城市分站首页数据；city 为城市编号或目录名（如 beijing）',
        querystring: Type.Object({
          city: Type.String({
            minLength: 1,
            maxLength: 32,
            errorMessage: { required: '请指定城市分站', default: '城市参数不正确' },
          }),
        }),
        response: { 200: Envelope(HomeData) },
      },
    },
    async (request) => {
      const { city } = request.query;
      return ok(await homeData(ctx, /^\d+$/.test(city) ? Number(city) : city));
    },
  );
  app.get(
    '/pc/linxuan/pc/citySite',
    {
      schema: {
        tags: ['首页'],
        summary: '城市分站列表',
        response: { 200: Envelope(Type.Array(CityRef)) },
      },
    },
    async () => ok(await citySites(ctx)),
  );
  app.get(
    '/pc/linxuan/pc/provinceCity',
    {
      schema: {
        tags: ['首页'],
        summary: '按省份分组的城市分站，可只取一个省份',
        querystring: Type.Object({ province: Type.Optional(Type.String({ maxLength: 32 })) }),
        response: {
          200: Envelope(
            Type.Array(Type.Object({ province: Type.String(), cities: Type.Array(CityRef) })),
          ),
        },
      },
    },
    async (request) => ok(await provinceCities(ctx, request.query.province)),
  );
  app.get(
    '/pc/linxuan/pc/citySiteLink',
    {
      schema: {
        tags: ['首页'],
        summary: '友情链接（分站先列本地链接，再列主站链接）',
        querystring: Type.Object({ cityId: CityId }),
        response: { 200: Envelope(Type.Array(FriendlyLink)) },
      },
    },
    async (request) => ok(await friendlyLinks(ctx, request.query.cityId ?? null)),
  );
  app.get(
    '/pc/linxuan/pc/popAd',
    {
      schema: {
        tags: ['首页'],
        summary: '首页弹窗广告（当前没有时 data 为 null）',
        querystring: Type.Object({ cityId: CityId }),
        response: { 200: Envelope(Nullable(Ad)) },
      },
    },
    async (request) => {
      const ads = await ctx.cache.get(`pop-ad:${request.query.cityId ?? 0}`, () =>
        activeAds(ctx, 'popup', request.query.cityId ?? null),
      );
      return ok(ads[0] ?? null);
    },
  );
  app.get(
    '/pc/examTopic/getExamTopic',
    {
      schema: {
        tags: ['首页'],
        summary: '考试日历：按考试类型、省份、城市筛选，upcoming=1 只看未考的',
        querystring: Type.Object({
          examType: Type.Optional(Type.String({ maxLength: 16 })),
          province: Type.Optional(Type.String({ maxLength: 32 })),
          cityId: CityId,
          upcoming: Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1')])),
        }),
        response: { 200: Envelope(Type.Array(ExamTopic)) },
      },
    },
    async (request) => {
      const { upcoming, cityId, examType, province } = request.query;
      if (cityId && !(await citySites(ctx)).some((city) => city.cityId === cityId)) {
        throw new ApiError(ApiCode.NOT_FOUND, '该城市分站不存在');
      }
      return ok(
        await examTopics(ctx, {
          upcoming: upcoming === '1',
          ...(cityId ? { cityId } : {}),
          ...(examType ? { examType } : {}),
          ...(province ? { province } : {}),
        }),
      );
    },
  );
};
