import dayjs, { type Dayjs } from 'dayjs';
import type { AdPosition } from '@shangan/shared';
import type { BodyOf } from '@shangan/shared/contracts';
import type { ConsoleAd, SaveConsoleAd } from '@shangan/shared/contracts/console/site-content';
import { cityIdOf, MAIN_SITE, siteOf } from './site-choice';

export type AdBody = BodyOf<typeof SaveConsoleAd>;
/** The showing window as picked: either end may be left open. */
export type TimeWindow = [Dayjs | null, Dayjs | null] | null;

/** The ad dialog as typed. */
export interface AdValues {
  site: number;
  title: string;
  subtitle: string;
  image: string;
  link: string;
  window: TimeWindow;
}

/** A new ad (on the main site, showing from now on with no end), or an ad's fields to edit. */
export function adValuesOf(ad: ConsoleAd | null): AdValues {
  if (!ad) return { site: MAIN_SITE, title: '', subtitle: '', image: '', link: '', window: null };
  return {
    site: siteOf(ad.cityId),
    title: ad.title,
    subtitle: ad.subtitle,
    image: ad.image,
    link: ad.link,
    window:
      ad.startAt || ad.endAt
        ? [ad.startAt ? dayjs(ad.startAt) : null, ad.endAt ? dayjs(ad.endAt) : null]
        : null,
  };
}

/** Whether both ends are picked and the end is not after the start. */
export function windowBroken(window: TimeWindow | undefined): boolean {
  const [start, end] = window ?? [null, null];
  return Boolean(start && end && !end.isAfter(start));
}

/** An instant with its offset (2026-12-01T08:00:00+08:00), as the server takes it. */
const instant = (at: Dayjs | null | undefined) => (at ? at.format() : null);

/** What the dialog sends: trimmed text, 主站 as null, each open end of the window as null. */
export function adBody(values: AdValues, position: AdPosition, id: number | null): AdBody {
  const [start, end] = values.window ?? [null, null];
  return {
    id,
    position,
    cityId: cityIdOf(values.site),
    title: values.title.trim(),
    subtitle: (values.subtitle ?? '').trim(),
    image: (values.image ?? '').trim(),
    link: values.link.trim(),
    startAt: instant(start),
    endAt: instant(end),
  };
}
