import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ConsoleCardMsg } from '@shangan/shared';
import { IssueExperienceCards } from '@shangan/shared/contracts/console/experience-cards';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { issueExperienceCards } from '../console-cards.service.ts';

/** POST /api/v1/console/experience-cards/issue — cards to a list of phones, once per batch. */
export const consoleCardsIssueRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(IssueExperienceCards),
    handler: async (request) => {
      const result = await issueExperienceCards(app.db, request.user!.id, request.body);
      return ok(result, ConsoleCardMsg.issued(result.issued, result.people));
    },
  });
};
