import { Type, type Static } from 'typebox';
import {
  CARD_NAME_MAX,
  CARD_VALID_DAYS_MAX,
  CARDS_PER_PERSON_MAX,
  ConsoleCardMsg,
} from '../../console-cards.ts';
import { PHONE_LIST_MAX, PhoneListMsg } from '../../phone-list.ts';
import { CONSOLE_SECTION_ROLES } from '../../staff.ts';
import { PageOf, PageQuery } from '../common.ts';
import { endpoint } from '../contract.ts';

/**
 * The console's experience cards (体验卡, which unlock one lecture each): handed out to a list of
 * phones, N cards a person valid for D days, and the hand-outs made so far with how many of
 * their cards were used. A hand-out names itself, so sending it again hands out nothing more.
 */
const TAG = '后台·体验卡';
const ROLES = CONSOLE_SECTION_ROLES.experienceCards;

export const CardBatch = Type.Object({
  batch: Type.String(),
  name: Type.String(),
  people: Type.Integer(),
  cards: Type.Integer(),
  used: Type.Integer(),
  grantedAt: Type.String(),
  expiresAt: Type.String(),
});
export type CardBatch = Static<typeof CardBatch>;

export const ListCardBatches = endpoint({
  method: 'GET',
  path: '/console/experience-cards',
  tag: TAG,
  summary: '后台发放过的体验卡（按批次，新的在前）：人数、张数、已使用',
  roles: ROLES,
  querystring: PageQuery,
  data: PageOf(CardBatch),
});

export const IssueExperienceCards = endpoint({
  method: 'POST',
  path: '/console/experience-cards/issue',
  tag: TAG,
  summary: '按手机号发放体验卡（同一批次重复提交不会重复发放）',
  roles: ROLES,
  body: Type.Object({
    name: Type.String({ maxLength: CARD_NAME_MAX * 2, errorMessage: ConsoleCardMsg.nameTooLong }),
    validDays: Type.Integer({
      minimum: 1,
      maximum: CARD_VALID_DAYS_MAX,
      errorMessage: ConsoleCardMsg.validDaysInvalid,
    }),
    perPerson: Type.Integer({
      minimum: 1,
      maximum: CARDS_PER_PERSON_MAX,
      errorMessage: ConsoleCardMsg.perPersonInvalid,
    }),
    /** Phones as pasted: one per line, or separated by commas or spaces. */
    phones: Type.String({ maxLength: PHONE_LIST_MAX * 14, errorMessage: PhoneListMsg.tooMany }),
    /** Made once by the page for this hand-out (a UUID). */
    batch: Type.String({
      pattern: '^[0-9a-fA-F-]{36}$',
      errorMessage: ConsoleCardMsg.batchInvalid,
    }),
  }),
  data: Type.Object({
    /** Cards handed out by this request. */
    issued: Type.Integer(),
    /** People who got cards from this request. */
    people: Type.Integer(),
    /** People of the list who already had theirs from this batch (a repeated request). */
    alreadyIssued: Type.Integer(),
    /** Phones of the list with no account. */
    unknownPhones: Type.Array(Type.String()),
  }),
});
