import {
  COACHING_COACHES_MAX,
  COACHING_INTRO_MAX,
  COACHING_LINE_MAX,
  COACHING_LINES_MAX,
  COACHING_SUBTITLE_MAX,
  COACHING_TITLE_MAX,
  ConsoleCoachingMsg,
} from '@shangan/shared';
import type { ConsoleCoachingProductDetail } from '@shangan/shared/contracts/console/coaching';
import type { CoachingProductBody } from '../../api/console-coaching';
import { MONEY } from '../../lib/form-checks';

/** A session of the programme as the editor holds it. */
export interface SessionValues {
  title: string;
  topics: string[];
  minutes: number | null;
}

/** The product editor's fields; `productBody` turns them into what the server is sent. */
export interface ProductValues {
  title: string;
  subtitle: string;
  price: string;
  originalPrice: string;
  onSale: boolean;
  intro: string;
  highlights: string[];
  suits: string[];
  programme: SessionValues[];
  /** Its coaches in the order the product's page shows them. */
  coachIds: number[];
  /** 出售定金, and its price and what it takes off. */
  depositOn: boolean;
  depositPrice: string;
  depositDeduct: string;
}

/** A session's shortest and longest length, as the server allows. */
export const SESSION_MIN_MINUTES = 10;
export const SESSION_MAX_MINUTES = 480;
/** A new session's length when there is none before it. */
export const NEW_SESSION_MINUTES = 60;

/** Characters as the server counts them (a code point each), of the text trimmed. */
export const charLength = (text: string | undefined) => [...(text?.trim() ?? '')].length;

/** The product's content as the editor starts from it; a product with no lines gets one empty. */
export function productValuesOf(detail: ConsoleCoachingProductDetail): ProductValues {
  return {
    title: detail.title,
    subtitle: detail.subtitle,
    price: detail.price,
    originalPrice: detail.originalPrice,
    onSale: detail.onSale,
    intro: detail.intro,
    highlights: detail.highlights.length ? [...detail.highlights] : [''],
    suits: detail.suits.length ? [...detail.suits] : [''],
    programme: detail.programme.map((session) => ({
      title: session.title,
      topics: [...session.topics],
      minutes: session.minutes,
    })),
    coachIds: [...detail.coachIds],
    depositOn: detail.deposit !== null,
    depositPrice: detail.deposit?.price ?? '',
    depositDeduct: detail.deposit?.deduct ?? '',
  };
}

/** Lines trimmed, the blank ones dropped (the server drops them too). */
export const keptLines = (lines: readonly (string | undefined)[] | undefined) =>
  (lines ?? []).map((line) => (line ?? '').trim()).filter((line) => line !== '');

/** What the server is sent: texts trimmed, prices in yuan as typed, the deposit or null. */
export function productBody(values: ProductValues, id: number): CoachingProductBody {
  return {
    id,
    title: values.title.trim(),
    subtitle: (values.subtitle ?? '').trim(),
    price: values.price.trim(),
    originalPrice: (values.originalPrice ?? '').trim(),
    onSale: Boolean(values.onSale),
    intro: (values.intro ?? '').trim(),
    highlights: keptLines(values.highlights),
    suits: keptLines(values.suits),
    programme: (values.programme ?? []).map((session) => ({
      title: (session.title ?? '').trim(),
      topics: keptLines(session.topics),
      minutes: session.minutes ?? 0,
    })),
    coachIds: values.coachIds ?? [],
    deposit: values.depositOn
      ? { price: (values.depositPrice ?? '').trim(), deduct: (values.depositDeduct ?? '').trim() }
      : null,
  };
}

/** A sum in yuan above 0, as the server reads one; null when it is not one. */
export function yuanAmount(text: string | undefined): number | null {
  const trimmed = text?.trim() ?? '';
  if (!MONEY.test(trimmed)) return null;
  const amount = Number(trimmed);
  return amount > 0 ? amount : null;
}

// What is wrong with a field, as the server words it; '' when nothing.

export function titleProblem(title: string | undefined): string {
  if (!title?.trim()) return ConsoleCoachingMsg.titleRequired;
  return charLength(title) > COACHING_TITLE_MAX ? ConsoleCoachingMsg.titleTooLong : '';
}

export const subtitleProblem = (subtitle: string | undefined) =>
  charLength(subtitle) > COACHING_SUBTITLE_MAX ? ConsoleCoachingMsg.subtitleTooLong : '';

export const introProblem = (intro: string | undefined) =>
  charLength(intro) > COACHING_INTRO_MAX ? ConsoleCoachingMsg.introTooLong : '';

export const priceProblem = (price: string | undefined) =>
  yuanAmount(price) === null ? ConsoleCoachingMsg.priceInvalid : '';

export const lineProblem = (line: string | undefined) =>
  charLength(line) > COACHING_LINE_MAX ? ConsoleCoachingMsg.linesInvalid : '';

export const linesProblem = (lines: readonly (string | undefined)[] | undefined) =>
  keptLines(lines).length > COACHING_LINES_MAX ? ConsoleCoachingMsg.linesInvalid : '';

/** A session needs a name (at most a line long) and 10–480 whole minutes. */
export const sessionTitleProblem = (title: string | undefined) =>
  !title?.trim() || charLength(title) > COACHING_LINE_MAX
    ? ConsoleCoachingMsg.programmeInvalid
    : '';

export const sessionMinutesProblem = (minutes: number | null | undefined) =>
  typeof minutes !== 'number' ||
  !Number.isInteger(minutes) ||
  minutes < SESSION_MIN_MINUTES ||
  minutes > SESSION_MAX_MINUTES
    ? ConsoleCoachingMsg.programmeInvalid
    : '';

export const topicsProblem = (topics: readonly string[] | undefined) => {
  const kept = keptLines(topics);
  return kept.length > COACHING_LINES_MAX ||
    kept.some((topic) => charLength(topic) > COACHING_LINE_MAX)
    ? ConsoleCoachingMsg.programmeInvalid
    : '';
};

export function coachesProblem(coachIds: readonly number[] | undefined): string {
  const count = new Set(coachIds ?? []).size;
  if (count === 0) return ConsoleCoachingMsg.coachesRequired;
  return count > COACHING_COACHES_MAX ? ConsoleCoachingMsg.coachesTooMany : '';
}

/** A deposit's price: above 0. */
export const depositPriceProblem = (price: string | undefined) =>
  yuanAmount(price) === null ? ConsoleCoachingMsg.depositInvalid : '';

/**
 * What a deposit takes off: at least what it costs, and less than the product's price (a price
 * not yet right is its own field's problem).
 */
export function depositDeductProblem(
  deduct: string | undefined,
  depositPrice: string | undefined,
  price: string | undefined,
): string {
  const amount = yuanAmount(deduct);
  if (amount === null) return ConsoleCoachingMsg.depositInvalid;
  const paid = yuanAmount(depositPrice);
  if (paid !== null && amount < paid) return ConsoleCoachingMsg.depositInvalid;
  const selling = yuanAmount(price);
  if (selling !== null && amount >= selling) return ConsoleCoachingMsg.depositInvalid;
  return '';
}
