import type { BandCode } from '@shangan/shared/contracts/bounded-practice';
import type { Db } from '../../db/database.ts';
import {
  descendantIds,
  findCatalogues,
  findEmbargoedQuestionIds,
  findReleasedKeys,
  mayOpen,
  type Viewer,
} from '../question-bank/public.ts';
import { estimate, type Estimate } from './bands.ts';
import { countCohortAnswers, findDrawableQuestions } from './bank.repository.ts';
import type { SetRow } from './set.repository.ts';

/**
 * What a set draws from, for the person asking: the module's questions of the drawn types, each
 * with its difficulty now, less those the person may not be served — VIP content without the
 * right, and questions a running mock of theirs or a mock contest not yet over holds (the
 * question bank's key-release rule: answering here would hand out the key).
 */

type CatalogueRow = Awaited<ReturnType<typeof findCatalogues>>[number];

export interface SetScope {
  set: SetRow;
  moduleName: string;
  /** The set itself or its module is VIP-only. */
  vipOnly: boolean;
  /** The module and every knowledge point under it. */
  catalogueIds: number[];
  /** Those of them that are VIP-only (themselves or through an ancestor). */
  vipCatalogues: Set<number>;
}

export interface PoolEntry {
  id: number;
  authoredLevel: number;
  vipOnly: boolean;
  estimate: Estimate;
}

/** Nodes that are VIP-only themselves or below a VIP-only node. */
function vipNodes(catalogues: CatalogueRow[]): Set<number> {
  const byId = new Map(catalogues.map((row) => [row.id, row]));
  const vip = new Set<number>();
  for (const row of catalogues) {
    let node: CatalogueRow | undefined = row;
    for (let depth = 0; node && depth < 10; depth++) {
      if (node.vip_only) {
        vip.add(row.id);
        break;
      }
      node = node.parent_id === null ? undefined : byId.get(node.parent_id);
    }
  }
  return vip;
}

/** The scopes of sets of one subject, from one read of its catalogue. */
export async function loadScopes(db: Db, sets: SetRow[]): Promise<SetScope[]> {
  const subjects = [...new Set(sets.map((set) => set.subject_id))];
  const catalogues = (await Promise.all(subjects.map((id) => findCatalogues(db, id)))).flat();
  const vip = vipNodes(catalogues);
  const names = new Map(catalogues.map((row) => [row.id, row.name]));
  return sets.map((set) => {
    const catalogueIds = names.has(set.catalogue_id)
      ? descendantIds(catalogues, set.catalogue_id)
      : [];
    return {
      set,
      moduleName: names.get(set.catalogue_id) ?? '',
      vipOnly: set.vip_only === 1 || vip.has(set.catalogue_id),
      catalogueIds,
      vipCatalogues: new Set(catalogueIds.filter((id) => vip.has(id))),
    };
  });
}

export async function loadScope(db: Db, set: SetRow): Promise<SetScope> {
  const [scope] = await loadScopes(db, [set]);
  return scope!;
}

/**
 * Questions no one but the learner's own attempt may show now: those of their running timed
 * attempts and of mock contests not yet over (for a visitor, who holds no attempt, the latter).
 */
export async function heldQuestionIds(db: Db, userId: number | null): Promise<Set<number>> {
  if (!userId) return findEmbargoedQuestionIds(db);
  return (await findReleasedKeys(db, userId, [])).underExam;
}

/** The questions of each scope the viewer may be served now, with their difficulty. */
export async function loadPools(
  db: Db,
  scopes: SetScope[],
  viewer: Viewer,
  held: Set<number>,
): Promise<Map<number, PoolEntry[]>> {
  const rows = await findDrawableQuestions(
    db,
    scopes.flatMap((scope) => scope.catalogueIds),
  );
  // Held questions are never served, and their answers are not counted either: a contest's
  // cohort rate while it runs would tell its right and wrong.
  const counts = await countCohortAnswers(
    db,
    rows.filter((row) => !held.has(row.id)).map((row) => row.id),
  );
  const pools = new Map<number, PoolEntry[]>();
  for (const scope of scopes) {
    const inScope = new Set(scope.catalogueIds);
    const entries: PoolEntry[] = [];
    for (const row of rows) {
      if (row.catalogue_id === null || !inScope.has(row.catalogue_id)) continue;
      if (held.has(row.id)) continue;
      const vipOnly = row.vip_only === 1 || scope.vipCatalogues.has(row.catalogue_id);
      if (!mayOpen(viewer, vipOnly)) continue;
      entries.push({
        id: row.id,
        authoredLevel: row.difficulty,
        vipOnly,
        estimate: estimate(row.difficulty, counts.get(row.id), scope.set.cohort_min_answers),
      });
    }
    pools.set(scope.set.id, entries);
  }
  return pools;
}

export async function loadPool(
  db: Db,
  scope: SetScope,
  viewer: Viewer,
  held: Set<number>,
): Promise<PoolEntry[]> {
  return (await loadPools(db, [scope], viewer, held)).get(scope.set.id) ?? [];
}

export function countByBand(entries: PoolEntry[]): Map<BandCode, number> {
  const counts = new Map<BandCode, number>();
  for (const entry of entries) {
    counts.set(entry.estimate.band, (counts.get(entry.estimate.band) ?? 0) + 1);
  }
  return counts;
}
