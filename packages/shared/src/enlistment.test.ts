import { describe, expect, it } from 'vitest';
import {
  CANDIDATE_NAME_PATTERN,
  chinaToday,
  eligibilityProblem,
  idCardCheckChar,
  idCardProblem,
} from './enlistment.ts';

const TODAY = '2026-05-01';

/** A number with the right check character for the given first seventeen digits. */
const valid = (first17: string) => `${first17}${idCardCheckChar(first17)}`;

describe('idCardProblem (GB 11643)', () => {
  it('accepts numbers whose check character is right, X in either case', () => {
    // The standard's own example, whose check character is X.
    expect(idCardProblem('11010519491231002X', TODAY)).toBeNull();
    expect(idCardProblem('11010519491231002x', TODAY)).toBeNull();
    expect(idCardProblem(valid('44052419800101001'), TODAY)).toBeNull();
    expect(idCardProblem(valid('32010220000229123'), TODAY)).toBeNull();
    expect(idCardProblem(` ${valid('51010720010915301')} `, TODAY)).toBeNull();
  });

  it('refuses a wrong check character', () => {
    expect(idCardProblem('110105194912310021', TODAY)).toBe(
      '身份证号校验位不正确，请核对后重新输入',
    );
    const right = valid('44052419800101001');
    const wrong = `${right.slice(0, 17)}${right.endsWith('0') ? '1' : '0'}`;
    expect(idCardProblem(wrong, TODAY)).toBe('身份证号校验位不正确，请核对后重新输入');
  });

  it('refuses anything but 17 digits and a digit or X', () => {
    const shape = '身份证号应为18位，最后一位可以是数字或X';
    expect(idCardProblem('', TODAY)).toBe('请填写身份证号');
    expect(idCardProblem('11010519491231002', TODAY)).toBe(shape);
    expect(idCardProblem('11010519491231002XX', TODAY)).toBe(shape);
    expect(idCardProblem('1101051949123100X2', TODAY)).toBe(shape);
    expect(idCardProblem('11010519491231002Y', TODAY)).toBe(shape);
    expect(idCardProblem('110105194912310０2X', TODAY)).toBe(shape);
  });

  it('refuses a province that does not exist', () => {
    expect(idCardProblem(valid('99010519491231002'), TODAY)).toBe('身份证号的地区码不正确');
    expect(idCardProblem(valid('00010519491231002'), TODAY)).toBe('身份证号的地区码不正确');
  });

  it('refuses birth dates that are not real, too old or in the future', () => {
    const date = '身份证号中的出生日期不正确';
    expect(idCardProblem(valid('32010219990229123'), TODAY)).toBe(date); // 1999 is not leap
    expect(idCardProblem(valid('32010220011301123'), TODAY)).toBe(date); // month 13
    expect(idCardProblem(valid('32010220010431123'), TODAY)).toBe(date); // 31 April
    expect(idCardProblem(valid('32010220010100123'), TODAY)).toBe(date); // day 0
    expect(idCardProblem(valid('32010218991231123'), TODAY)).toBe(date);
    expect(idCardProblem(valid('32010220260502123'), TODAY)).toBe(date); // tomorrow
    expect(idCardProblem(valid('32010220260501123'), TODAY)).toBeNull(); // born today
  });

  it('reads today in China time', () => {
    expect(chinaToday(new Date('2026-04-30T16:30:00Z'))).toBe('2026-05-01');
    expect(chinaToday(new Date('2026-04-30T15:30:00Z'))).toBe('2026-04-30');
  });
});

describe('candidate names', () => {
  it('takes 2 to 20 Chinese characters, with the middle dot inside', () => {
    for (const name of ['张三', '欧阳娜娜', '阿依古丽·买买提']) {
      expect(CANDIDATE_NAME_PATTERN.test(name)).toBe(true);
    }
    for (const name of ['张', 'Tom', '张 三', '·张三', '张三·', '张'.repeat(21), '张3']) {
      expect(CANDIDATE_NAME_PATTERN.test(name)).toBe(false);
    }
  });
});

describe('eligibilityProblem', () => {
  const position = {
    educationMin: 'bachelor' as const,
    educationOnly: false,
    politicalRule: 'any' as const,
    education: '本科及以上',
  };

  it('takes at least the level, exactly it when the position says 仅限', () => {
    expect(eligibilityProblem({ education: 'master', politicalStatus: 'masses' }, position)).toBe(
      null,
    );
    expect(eligibilityProblem({ education: 'college', politicalStatus: 'masses' }, position)).toBe(
      '您的学历不符合该职位的要求（本科及以上）',
    );
    expect(
      eligibilityProblem(
        { education: 'master', politicalStatus: 'masses' },
        { ...position, educationOnly: true, education: '仅限本科' },
      ),
    ).toBe('您的学历不符合该职位的要求（仅限本科）');
  });

  it('counts probationary members as party members', () => {
    const party = { ...position, politicalRule: 'party' as const };
    expect(
      eligibilityProblem({ education: 'bachelor', politicalStatus: 'probationary' }, party),
    ).toBeNull();
    expect(
      eligibilityProblem({ education: 'bachelor', politicalStatus: 'league_member' }, party),
    ).toBe('该职位要求政治面貌为中共党员（含预备党员）');
    const either = { ...position, politicalRule: 'party_or_league' as const };
    expect(
      eligibilityProblem({ education: 'bachelor', politicalStatus: 'league_member' }, either),
    ).toBeNull();
    expect(eligibilityProblem({ education: 'bachelor', politicalStatus: 'masses' }, either)).toBe(
      '该职位要求政治面貌为中共党员或共青团员',
    );
  });
});
