import type { SiteContentOptions } from '../../api/site-content-options';

/**
 * Where an ad, a link or a calendar entry shows: the main site or one city site. The forms hold
 * the main site as 0 (a select cannot hold null as a choice); the server is sent null for it.
 */
export const MAIN_SITE = 0;
export const MAIN_SITE_NAME = '主站';

export type SiteChoice = { value: number; label: string };

/** 主站 first, then the city sites in the server's order. */
export function siteChoices(options: SiteContentOptions | undefined): SiteChoice[] {
  return [
    { value: MAIN_SITE, label: MAIN_SITE_NAME },
    ...(options?.cities ?? []).map((city) => ({ value: city.id, label: city.name })),
  ];
}

/** The form's site as the server takes it. */
export const cityIdOf = (site: number | null | undefined): number | null =>
  site === MAIN_SITE || site === null || site === undefined ? null : site;

/** A row's site as the form holds it. */
export const siteOf = (cityId: number | null): number => cityId ?? MAIN_SITE;

/** Characters as the server counts them (a Chinese character or an emoji is one). */
export const charCount = (text: string | undefined) => [...(text?.trim() ?? '')].length;

/**
 * Where each row stands among its own site's rows (the server lists the main site's first, then
 * each city's, each in its order): whether it can go up or down one place.
 */
export function placesInSite<T extends { id: number; cityId: number | null }>(
  rows: readonly T[],
): Map<number, { first: boolean; last: boolean }> {
  const places = new Map<number, { first: boolean; last: boolean }>();
  const sameSite = (other: T | undefined, row: T) =>
    other !== undefined && other.cityId === row.cityId;
  rows.forEach((row, at) => {
    places.set(row.id, {
      first: !sameSite(rows[at - 1], row),
      last: !sameSite(rows[at + 1], row),
    });
  });
  return places;
}
