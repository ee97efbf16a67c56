import type { Kysely } from 'kysely';
import { redactUrl } from '../../lib/redact-url.ts';

/**
 * Orders used to keep the local pay page's URL with its token, which lets whoever holds it pay
 * (and so, with the demo gateway, confirm) the order. Orders now keep the address without it;
 * this takes it out of the rows written before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const orders = db as Kysely<ScrubDb>;
  const rows = await orders
    .selectFrom('vip_order')
    .select(['id', 'pay_url'])
    .where('pay_url', 'like', '%?%')
    .execute();
  for (const row of rows) {
    const scrubbed = redactUrl(row.pay_url);
    if (scrubbed === row.pay_url) continue;
    await orders
      .updateTable('vip_order')
      .set({ pay_url: scrubbed })
      .where('id', '=', row.id)
      .execute();
  }
}

export async function down(): Promise<void> {
  // The tokens are gone for good; they are derived again from the order number when needed.
}

interface ScrubDb {
  vip_order: { id: number; pay_url: string };
}
