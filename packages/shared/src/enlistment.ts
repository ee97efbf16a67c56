/**
 * Enlistment (报名) rules both sides apply: the resident ID-card number (GB 11643), the
 * education levels and political statuses a candidate chooses from, and whether a candidate's
 * education and political status meet a position's requirement. The browser says the same as
 * the server before it sends anything; the server decides.
 */

/** Education a candidate holds, lowest first; a position asks for at least one of them. */
export const EDUCATION_LEVELS = ['college', 'bachelor', 'master', 'doctor'] as const;
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];

export const EDUCATION_LABELS: Record<EducationLevel, string> = {
  college: '大专',
  bachelor: '本科',
  master: '硕士研究生',
  doctor: '博士研究生',
};

export const POLITICAL_STATUSES = [
  'party_member',
  'probationary',
  'league_member',
  'democratic',
  'non_party',
  'masses',
] as const;
export type PoliticalStatus = (typeof POLITICAL_STATUSES)[number];

export const POLITICAL_LABELS: Record<PoliticalStatus, string> = {
  party_member: '中共党员',
  probationary: '中共预备党员',
  league_member: '共青团员',
  democratic: '民主党派成员',
  non_party: '无党派人士',
  masses: '群众',
};

/** What a position asks of a candidate's political status. */
export const POLITICAL_RULES = ['any', 'party', 'party_or_league'] as const;
export type PoliticalRule = (typeof POLITICAL_RULES)[number];

export const POLITICAL_RULE_LABELS: Record<PoliticalRule, string> = {
  any: '不限',
  party: '中共党员',
  party_or_league: '中共党员或共青团员',
};

/** 2–20 Chinese characters; the middle dot of many minority names (阿依古丽·买买提) is allowed. */
export const CANDIDATE_NAME_PATTERN = /^[\u3400-\u9fff][\u3400-\u9fff·]{0,18}[\u3400-\u9fff]$/;

/** Eighteen characters: seventeen digits and a check digit or X. */
export const ID_CARD_PATTERN = /^\d{17}[\dXx]$/;

/** The province-level codes an ID-card number can start with (83: residence permits). */
const REGION_CODES = new Set([
  11, 12, 13, 14, 15, 21, 22, 23, 31, 32, 33, 34, 35, 36, 37, 41, 42, 43, 44, 45, 46, 50, 51, 52,
  53, 54, 61, 62, 63, 64, 65, 71, 81, 82, 83,
]);

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARS = '10X98765432';

/** The GB 11643 check character of the first seventeen digits. */
export function idCardCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * WEIGHTS[i]!;
  return CHECK_CHARS[sum % 11]!;
}

/** The birth date written in a well-formed number, as yyyy-mm-dd. */
export function idCardBirthDate(idCard: string): string {
  return `${idCard.slice(6, 10)}-${idCard.slice(10, 12)}-${idCard.slice(12, 14)}`;
}

/**
 * What is wrong with an ID-card number, in the words the form shows, or null when it is a
 * possible one: 18 characters, a real province, a real birth date not in the future, and the
 * right check character. `today` is the caller's date (yyyy-mm-dd, China time).
 */
export function idCardProblem(value: string, today: string): string | null {
  const idCard = value.trim();
  if (idCard === '') return '请填写身份证号';
  if (!ID_CARD_PATTERN.test(idCard)) return '身份证号应为18位，最后一位可以是数字或X';
  if (!REGION_CODES.has(Number(idCard.slice(0, 2)))) return '身份证号的地区码不正确';
  const birth = idCardBirthDate(idCard);
  const [year, month, day] = birth.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  if (!real || year < 1900 || birth > today) return '身份证号中的出生日期不正确';
  if (idCard[17]!.toUpperCase() !== idCardCheckChar(idCard)) {
    return '身份证号校验位不正确，请核对后重新输入';
  }
  return null;
}

/** Today in China (yyyy-mm-dd), whatever the machine's zone. */
export function chinaToday(now = new Date()): string {
  return new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
}

/**
 * Why a candidate may not apply to a position, or null. Education: at least the position's
 * level, exactly it when the position takes only that level (仅限本科). Political status:
 * 中共党员 includes probationary members, as the recruitment notices count them.
 */
export function eligibilityProblem(
  candidate: { education: EducationLevel; politicalStatus: PoliticalStatus },
  position: {
    educationMin: EducationLevel;
    educationOnly: boolean;
    politicalRule: PoliticalRule;
    education: string;
  },
): string | null {
  const have = EDUCATION_LEVELS.indexOf(candidate.education);
  const need = EDUCATION_LEVELS.indexOf(position.educationMin);
  if (have < need || (position.educationOnly && have !== need)) {
    return `您的学历不符合该职位的要求（${position.education}）`;
  }
  const party =
    candidate.politicalStatus === 'party_member' || candidate.politicalStatus === 'probationary';
  if (position.politicalRule === 'party' && !party) {
    return '该职位要求政治面貌为中共党员（含预备党员）';
  }
  if (
    position.politicalRule === 'party_or_league' &&
    !party &&
    candidate.politicalStatus !== 'league_member'
  ) {
    return '该职位要求政治面貌为中共党员或共青团员';
  }
  return null;
}
