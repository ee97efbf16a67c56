import { queryOptions, useQuery } from '@tanstack/react-query';
import { mainApi } from './api';

/** The operator's contact facts; an empty string means "do not show this line". */
export interface SiteContact {
  servicePhone: string;
  serviceHours: string;
  /** 商务合作 address. */
  email: string;
  /** Where applicants send their CV. */
  hrEmail: string;
  /** ICP filing number (ICP备案号). */
  icp: string;
  /** Public-security filing number (公安备案号). */
  publicSecurity: string;
}

export interface SiteConfig {
  /** Shows the 题库 tab in the header. */
  questionBankEnabled: boolean;
  /** Online chat opened by the toolbar; empty: the built-in message form instead. */
  chatUrl: string;
  /** The home page's mourning grey, switched by staff; off on ordinary days. */
  grayMode: boolean;
  /** 返回旧版; empty: the toolbar hides the entry. */
  oldSiteUrl: string;
  qqGroup: string;
  qqGroupUrl: string;
  contact: SiteContact;
  mainLogo: string;
  spareLogo: string;
}

/**
 * GET /pc/siteConfig: server settings the shell and the corporate pages need, read once per
 * visit. Here rather than in a feature because the shell and several features all read it.
 */
export const siteConfigQuery = queryOptions({
  queryKey: ['site', 'config'],
  queryFn: () => mainApi.get<SiteConfig>('/pc/siteConfig', { silent: true }),
  staleTime: Infinity,
});

export function useSiteConfig() {
  return useQuery(siteConfigQuery);
}
