import { ApiCode, ConsoleCouponMsg, readPhoneList, type CouponScopeKind } from '@shangan/shared';
import type { CouponTemplateRow } from '@shangan/shared/contracts/console/coupons';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../lib/api-error.ts';
import { fenToYuan, yuanToFen } from '../../lib/money.ts';
import { chinaDate, chinaDayStart, DAY_MS } from '../../lib/time.ts';
import { userIdsByPhone } from '../accounts/public.ts';
import { recordAudit } from '../audit/public.ts';
import { couponRuleText, couponScopeText } from './coupon-rules.ts';

export interface ConsoleCouponsContext {
  db: Db;
}

export async function listCouponTemplates(
  ctx: ConsoleCouponsContext,
  query: { page?: number | undefined; pageSize?: number | undefined },
): Promise<{ list: CouponTemplateRow[]; total: number }> {
  const size = query.pageSize ?? 20;
  const page = query.page ?? 1;
  const [rows, count] = await Promise.all([
    ctx.db
      .selectFrom('shop_coupon_template as t')
      .selectAll('t')
      .select((eb) => [
        eb
          .selectFrom('shop_user_coupon as c')
          .select((inner) => inner.fn.countAll<number>().as('n'))
          .whereRef('c.template_id', '=', 't.id')
          .as('issued'),
        eb
          .selectFrom('shop_user_coupon as c')
          .select((inner) => inner.fn.countAll<number>().as('n'))
          .whereRef('c.template_id', '=', 't.id')
          .where('c.status', '=', 'used')
          .as('used'),
      ])
      .orderBy('t.id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    ctx.db
      .selectFrom('shop_coupon_template')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const now = new Date().toISOString();
  return {
    list: rows.map((row) => ({
      id: row.id,
      name: row.name,
      amount: fenToYuan(row.amount),
      minSpend: fenToYuan(row.min_spend),
      ruleText: couponRuleText(row),
      scopeText: couponScopeText(row),
      validityText:
        row.valid_days !== null
          ? `发放后 ${row.valid_days} 天内有效`
          : `${chinaDate(new Date(row.valid_from!))} 至 ${chinaDate(new Date(row.valid_until!))}`,
      expired: row.valid_days === null && row.valid_until !== null && row.valid_until <= now,
      issued: Number(row.issued ?? 0),
      used: Number(row.used ?? 0),
      createdAt: row.created_at,
    })),
    total: Number(count.n),
  };
}

export async function createCouponTemplate(
  ctx: ConsoleCouponsContext,
  actorId: number,
  input: {
    name: string;
    amount: string;
    minSpend: string;
    scopeKind: CouponScopeKind | null;
    validDays: number | null;
    validFrom?: string | undefined;
    validUntil?: string | undefined;
  },
): Promise<{ id: number }> {
  const name = input.name.trim();
  if (!name) throw new ApiError(ApiCode.BAD_REQUEST, ConsoleCouponMsg.nameRequired);
  const amount = yuanToFen(input.amount);
  if (amount <= 0) throw new ApiError(ApiCode.BAD_REQUEST, ConsoleCouponMsg.amountInvalid);
  const minSpend = yuanToFen(input.minSpend);
  if (minSpend !== 0 && minSpend <= amount) {
    throw new ApiError(ApiCode.BAD_REQUEST, ConsoleCouponMsg.minSpendInvalid);
  }
  let range: { from: string; until: string } | null = null;
  if (input.validDays === null) {
    const { validFrom, validUntil } = input;
    const today = chinaDate(new Date());
    if (
      !validFrom ||
      !validUntil ||
      Number.isNaN(Date.parse(`${validFrom}T00:00:00Z`)) ||
      Number.isNaN(Date.parse(`${validUntil}T00:00:00Z`)) ||
      validUntil < validFrom ||
      validUntil < today
    ) {
      throw new ApiError(ApiCode.BAD_REQUEST, ConsoleCouponMsg.rangeInvalid);
    }
    // China days, both inclusive: from the first day's start to the last day's end.
    range = {
      from: chinaDayStart(validFrom).toISOString(),
      until: new Date(chinaDayStart(validUntil).getTime() + DAY_MS).toISOString(),
    };
  }
  return ctx.db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const row = await trx
      .insertInto('shop_coupon_template')
      .values({
        name,
        amount,
        min_spend: minSpend,
        scope: input.scopeKind ? 'kind' : 'all',
        scope_kind: input.scopeKind,
        valid_days: input.validDays,
        valid_from: range?.from ?? null,
        valid_until: range?.until ?? null,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      actorId,
      action: 'coupon.create',
      entity: 'shop_coupon_template',
      entityId: row.id,
      before: null,
      after: {
        name,
        amount: fenToYuan(amount),
        minSpend: fenToYuan(minSpend),
        scopeKind: input.scopeKind,
        validDays: input.validDays,
        ...(range ?? {}),
      },
    });
    return { id: row.id };
  });
}

/** The phones of a pasted list, in order, once each; the first malformed one refuses it all. */
function phonesOf(text: string): string[] {
  const { phones, problem } = readPhoneList(text);
  if (problem) throw new ApiError(ApiCode.BAD_REQUEST, problem);
  return phones;
}

/**
 * Hands one coupon of a kind to every account of the list, in one transaction with its audit
 * row. The batch's name makes it once per person: sent again, it hands out nothing more.
 */
export async function issueCoupons(
  ctx: ConsoleCouponsContext,
  actorId: number,
  input: { templateId: number; phones: string; batch: string },
): Promise<{ issued: number; alreadyIssued: number; unknownPhones: string[] }> {
  const phones = phonesOf(input.phones);
  const batch = input.batch.toLowerCase();
  return ctx.db.transaction().execute(async (trx) => {
    const template = await trx
      .selectFrom('shop_coupon_template')
      .selectAll()
      .where('id', '=', input.templateId)
      .executeTakeFirst();
    if (!template) throw new ApiError(ApiCode.NOT_FOUND, ConsoleCouponMsg.notFound);
    const now = new Date();
    const nowIso = now.toISOString();
    if (
      template.valid_days === null &&
      template.valid_until !== null &&
      template.valid_until <= nowIso
    ) {
      throw new ApiError(ApiCode.BAD_REQUEST, ConsoleCouponMsg.expired);
    }
    const validFrom = template.valid_days === null ? template.valid_from! : nowIso;
    const validUntil =
      template.valid_days === null
        ? template.valid_until!
        : new Date(now.getTime() + template.valid_days * DAY_MS).toISOString();

    const accounts = await userIdsByPhone(trx, phones);
    let issued = 0;
    for (const userId of accounts.values()) {
      const inserted = await trx
        .insertInto('shop_user_coupon')
        .values({
          user_id: userId,
          template_id: template.id,
          status: 'available',
          valid_from: validFrom,
          valid_until: validUntil,
          issue_batch: batch,
          created_at: nowIso,
          updated_at: nowIso,
        })
        .onConflict((oc) => oc.columns(['template_id', 'user_id', 'issue_batch']).doNothing())
        .executeTakeFirst();
      issued += Number(inserted.numInsertedOrUpdatedRows ?? 0);
    }
    const unknownPhones = phones.filter((phone) => !accounts.has(phone));
    if (issued > 0) {
      await recordAudit(trx, {
        actorId,
        action: 'coupon.issue',
        entity: 'shop_coupon_template',
        entityId: template.id,
        before: null,
        after: { batch, issued, people: accounts.size, unknown: unknownPhones.length },
      });
    }
    return { issued, alreadyIssued: accounts.size - issued, unknownPhones };
  });
}
