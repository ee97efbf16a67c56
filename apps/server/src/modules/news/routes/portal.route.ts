import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiCode } from '@shangan/shared';
import {
  GetCityHomeData,
  GetHomeData,
  GetPopAd,
  ListCitySites,
  ListExamTopics,
  ListFriendlyLinks,
  ListProvinceCities,
} from '@shangan/shared/contracts/news/portal';
import { ApiError } from '../../../lib/api-error.ts';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import {
  activeAds,
  citySites,
  examTopics,
  friendlyLinks,
  homeData,
  provinceCities,
} from '../portal.service.ts';
import type { NewsRouteOptions } from './_context.ts';

/**
 * Home data and the city sub-site calls, plus friendly links: the same for every visitor, so
 * answered from the response cache (plugins/app/response-cache.ts).
 */
export const portalRoute: FastifyPluginAsyncTypebox<NewsRouteOptions> = async (app, { ctx }) => {
  app.route({
    ...routeOf(GetHomeData),
    config: { publicCache: true },
    handler: async (request) => ok(await homeData(ctx, request.query.cityId ?? null)),
  });

  app.route({
    ...routeOf(GetCityHomeData),
    config: { publicCache: true },
    handler: async (request) => {
      const { city } = request.query;
      return ok(await homeData(ctx, /^\d+$/.test(city) ? Number(city) : city));
    },
  });

  app.route({
    ...routeOf(ListCitySites),
    config: { publicCache: true },
    handler: async () => ok(await citySites(ctx)),
  });

  app.route({
    ...routeOf(ListProvinceCities),
    config: { publicCache: true },
    handler: async (request) => ok(await provinceCities(ctx, request.query.province)),
  });

  app.route({
    ...routeOf(ListFriendlyLinks),
    config: { publicCache: true },
    handler: async (request) => ok(await friendlyLinks(ctx, request.query.cityId ?? null)),
  });

  app.route({
    ...routeOf(GetPopAd),
    config: { publicCache: true },
    handler: async (request) => {
      const ads = await ctx.cache.get(`pop-ad:${request.query.cityId ?? 0}`, () =>
        activeAds(ctx, 'popup', request.query.cityId ?? null),
      );
      return ok(ads[0] ?? null);
    },
  });

  app.route({
    ...routeOf(ListExamTopics),
    config: { publicCache: true },
    handler: async (request) => {
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
  });
};
