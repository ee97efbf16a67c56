import { describe, expect, it } from 'vitest';
import {
  isPhoneUserAgent,
  isWeChatBrowser,
  mobileLocationFor,
  MOBILE_REDIRECTS,
  prefersDesktop,
} from './mobile-site.ts';

const UA = {
  iPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  androidPhone:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  wechat:
    'Mozilla/5.0 (Linux; Android 13; V2148A Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160065 MMWEBSDK/20231202 MicroMessenger/8.0.47.2560(0x28002F30) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64',
  harmony:
    'Mozilla/5.0 (Phone; OpenHarmony 4.2) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0.0.0 Safari/537.36 ArkWeb/4.1.6.1 Mobile HuaweiBrowser/5.0.4.300',
  iPad: 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  desktopChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  headless:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36',
};

describe('isPhoneUserAgent', () => {
  it.each([
    ['iPhone', UA.iPhone],
    ['Android phone', UA.androidPhone],
    ['WeChat on Android', UA.wechat],
    ['HarmonyOS phone', UA.harmony],
  ])('sends a %s to the mobile site', (_, ua) => expect(isPhoneUserAgent(ua)).toBe(true));

  it.each([
    ['iPad', UA.iPad],
    ['Android tablet', UA.androidTablet],
    ['Windows Chrome', UA.desktopChrome],
    ['Mac Safari', UA.mac],
    ['headless Chromium', UA.headless],
    ['no user agent', ''],
  ])('keeps a %s on the desktop site', (_, ua) => expect(isPhoneUserAgent(ua)).toBe(false));
});

describe('mobileLocationFor', () => {
  it.each([
    ['/book', '', '/m/books'],
    ['/column/list/gwy.html', '', '/m/article'],
    ['/column/beijing/list/gwy.html/notice', '', '/m/article'],
    ['/columnList', '?columnId=12', '/m/article?columnId=12'],
    ['/articleDetail/5', '', '/m/article/5'],
    ['/articleDetail/5/3', '', '/m/article/5'],
    ['/detail', '?id=4&type=1', '/m/#/detail?id=4&type=1'],
    ['/list.html', '?type=2', '/m/#/list?type=2'],
    ['/playback', '?id=9', '/m/video/9'],
    ['/enterprise', '', '/m/corporateNews'],
    ['/siteMap', '', '/m/navigation'],
    ['/search', '?keyword=%E5%85%AC', '/m/search?keyword=%E5%85%AC'],
    ['/login', '', '/m/login'],
    ['/personalCenter/myCollection', '', '/m/profile'],
    ['/register', '', '/m/register'],
    ['/personalCenter/study', '', '/m/course?tab=mine'],
    ['/personalCenter/order', '', '/m/order'],
    ['/personalCenter/order/3/4', '', '/m/order'],
    ['/personalCenter/accountSettings', '', '/m/userInfo'],
    ['/personalCenter/myVip', '', '/m/vipCenter'],
    ['/recommend', '?recommendId=7', '/m/recommend/7'],
    ['/oldExam', '', '/m/trueQuestion'],
    ['/examination', '', '/m/formalExam'],
    ['/tagAggregation', '?tagId=11', '/m/tags/11'],
    ['/videos', '', '/m/video'],
    ['/mock', '', '/m/mockExam'],
    ['/specialTopics', '', '/m/special'],
    ['/topicDetail', '?id=2', '/m/special/2'],
    ['/forecast', '?type=1', '/m/forecast/1'],
    ['/download', '', '/m/download'],
    ['/courseDetail', '?id=6', '/m/courseDetail?id=6'],
    ['/publicClass', '', '/m/publicClass'],
  ])('%s%s → %s', (path, search, expected) => {
    expect(mobileLocationFor(path, search)).toBe(expected);
  });

  it('covers the 29 route names of the old site, a contest page and the feedback page', () => {
    expect(new Set(MOBILE_REDIRECTS.map((row) => row.name)).size).toBe(31);
    expect(mobileLocationFor('/personalCenter/feedback', '')).toBe('/m/feedback');
    expect(mobileLocationFor('/questionBank/mockExamExplain', '?mockExamId=4')).toBe(
      '/m/mockExam/4',
    );
  });

  it('keeps the path of a pch5 route with its query', () => {
    expect(mobileLocationFor('/questionBank/specificTest', '?catalogueId=3')).toBe(
      '/m/questionBank/specificTest?catalogueId=3',
    );
    expect(mobileLocationFor('/questionBank/', '')).toBe('/m/questionBank');
    expect(mobileLocationFor('/pay/local/V123', '?t=abc')).toBe('/m/pay/local/V123?t=abc');
  });

  it('sends every other page to the mobile home', () => {
    expect(mobileLocationFor('/', '')).toBe('/m/');
    expect(mobileLocationFor('/personalCenter/myMock', '')).toBe('/m/');
    expect(mobileLocationFor('/questionBank/record', '?x=1')).toBe('/m/');
  });

  it('leaves a missing id off instead of writing an empty segment', () => {
    expect(mobileLocationFor('/playback', '')).toBe('/m/video');
    expect(mobileLocationFor('/tagAggregation', '?tagId=')).toBe('/m/tags');
  });

  it('never redirects the mobile site itself, nor the staff console', () => {
    expect(mobileLocationFor('/m/article/5', '')).toBeNull();
    expect(mobileLocationFor('/m', '')).toBeNull();
    expect(mobileLocationFor('/admin', '')).toBeNull();
    expect(mobileLocationFor('/admin/feedback', '?status=pending')).toBeNull();
    expect(mobileLocationFor('/administration', '')).toBe('/m/');
  });
});

describe('prefersDesktop', () => {
  it('reads the site_view cookie', () => {
    expect(prefersDesktop('a=1; site_view=desktop')).toBe(true);
    expect(prefersDesktop('site_view=mobile')).toBe(false);
    expect(prefersDesktop(undefined)).toBe(false);
  });
});

describe("WeChat's own browser", () => {
  it('is told apart from other phone browsers by its user agent', () => {
    expect(isWeChatBrowser(UA.wechat)).toBe(true);
    expect(isWeChatBrowser(UA.iPhone)).toBe(false);
    expect(isWeChatBrowser(UA.androidPhone)).toBe(false);
    expect(isWeChatBrowser(undefined)).toBe(false);
  });
});
