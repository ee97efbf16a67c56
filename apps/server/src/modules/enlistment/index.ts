import type { FastifyPluginAsync } from 'fastify';
import { createShopCashier, onLinkedOrdersLookup, onShopOrderPaid } from '../commerce/public.ts';
import type { EnlistmentContext } from './enlistment-context.ts';
import { feeOrderIds } from './enlistment.repository.ts';
import { markEnlistmentPaid } from './enlistment.service.ts';
import { consoleEnlistExamRemoveRoute } from './routes/console-enlist-exam-remove.route.ts';
import { consoleEnlistExamSaveRoute } from './routes/console-enlist-exam-save.route.ts';
import { consoleEnlistExamsRoute } from './routes/console-enlist-exams.route.ts';
import { consolePositionCommitRoute } from './routes/console-position-commit.route.ts';
import { consolePositionPreviewRoute } from './routes/console-position-preview.route.ts';
import { consolePositionTemplateRoute } from './routes/console-position-template.route.ts';
import { enlistmentByIdRoute } from './routes/enlistment-by-id.route.ts';
import { enlistmentPayRoute } from './routes/enlistment-pay.route.ts';
import { enlistmentSaveRoute } from './routes/enlistment-save.route.ts';
import { examsListRoute } from './routes/exams-list.route.ts';
import { myEnlistmentsRoute } from './routes/my-enlistments.route.ts';
import { positionInfoRoute } from './routes/position-info.route.ts';
import { positionsListRoute } from './routes/positions-list.route.ts';

/**
 * Enlistment (报名) on the main API (docs/areas/enlistment.md): the exams open for enlistment
 * and their position tables, each person's enlistment for an exam, and its service fee paid as
 * a shop order; the shop's settlement marks the enlistment paid in its own transaction.
 */
export const enlistmentModule: FastifyPluginAsync = async (app) => {
  const ctx: EnlistmentContext = {
    db: app.db,
    engine: app.dbEngine,
    cashier: createShopCashier(app),
    log: app.log,
  };
  for (const route of [
    examsListRoute,
    positionsListRoute,
    positionInfoRoute,
    myEnlistmentsRoute,
    enlistmentByIdRoute,
    enlistmentSaveRoute,
    enlistmentPayRoute,
  ]) {
    await app.register(route, { ctx });
  }
  // The console's position tables.
  for (const route of [
    consoleEnlistExamsRoute,
    consoleEnlistExamSaveRoute,
    consoleEnlistExamRemoveRoute,
    consolePositionPreviewRoute,
    consolePositionCommitRoute,
    consolePositionTemplateRoute,
  ]) {
    await app.register(route);
  }
  onShopOrderPaid('enlist_service', markEnlistmentPaid);
  onLinkedOrdersLookup('enlistment', feeOrderIds);
};
