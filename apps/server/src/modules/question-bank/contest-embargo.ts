import type { Db } from '../../db/database.ts';
import type { BankContent } from './bank-content-cache.ts';
import { findQuestionsOfPapers } from './question.repository.ts';

/**
 * A mock contest's questions are secret until the contest is over: others may still be sitting
 * it. The contest module registers which papers are under embargo and until when; the bank then
 * keeps those papers' questions (parents and sub-questions) out of everything but the
 * candidate's own attempt: no key or analysis, no stem through the favourites, answer or sample
 * views, no practice draw, no error-book entry, no report or right-and-wrong, whatever the
 * learner has handed in.
 */
export interface ContestEmbargo {
  /** Papers whose questions are under embargo at `nowMs`. */
  embargoedPapers(db: Db, nowMs: number): Promise<number[]>;
}

/**
 * Sources by name. A source is stateless (it reads through the handle it is given), so one
 * registry serves every app built in the process, as the video owners do.
 */
const sources = new Map<string, ContestEmbargo>();

/** Registers a source of embargoes; registering the same one again is a no-op. */
export function registerContestEmbargo(name: string, source: ContestEmbargo): void {
  const taken = sources.get(name);
  if (taken && taken !== source) throw new Error(`contest embargo ${name} already registered`);
  sources.set(name, source);
}

/** Every question (leaf and composite) under embargo now. */
export async function findEmbargoedQuestionIds(
  db: Db,
  nowMs: number = Date.now(),
): Promise<Set<number>> {
  const papers = await findEmbargoedPapers(db, nowMs);
  if (papers.length === 0) return new Set();
  return new Set((await findQuestionsOfPapers(db, papers)).map((row) => row.id));
}

/**
 * findEmbargoedQuestionIds for the hottest requests (a practice start): the papers' questions
 * come from the instance's copy of the bank (bank-content-cache.ts). The embargo itself is
 * read fresh: it ends with the clock, not with an edit.
 */
export async function embargoedQuestionIds(
  bank: BankContent,
  db: Db,
  nowMs: number = Date.now(),
): Promise<Set<number>> {
  const papers = await findEmbargoedPapers(db, nowMs);
  return new Set(await bank.questionIdsOfPapers(db, papers));
}

async function findEmbargoedPapers(db: Db, nowMs: number): Promise<number[]> {
  const papers = new Set<number>();
  for (const source of sources.values()) {
    for (const id of await source.embargoedPapers(db, nowMs)) papers.add(id);
  }
  return [...papers];
}

/** What a refused view, save or practice of an embargoed question answers with. */
export const EMBARGO_MESSAGE = '本题为模考大赛试题，考试结束后才能查看或练习';
/** What stands in for the stem of an embargoed question outside the candidate's attempt. */
export const EMBARGOED_QUESTION_TEXT = '本题为模考大赛试题，考试结束后开放';
/** The report and right-and-wrong of an attempt holding embargoed questions wait for the end. */
export const RESULTS_WITHHELD_MESSAGE = '模考大赛结束后才能查看成绩、报告与解析';
