import { Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { oneOf } from '../../../lib/address-params';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title';
import { useSiteContentOptions } from '../api/site-content-options';
import { AboutPanel } from '../components/site-content/about-panel';
import { AdsPanel } from '../components/site-content/ads-panel';
import { ExamsPanel } from '../components/site-content/exams-panel';
import { LinksPanel } from '../components/site-content/links-panel';
import { siteChoices } from '../components/site-content/site-choice';
import styles from './console.module.css';

const TABS = ['ads', 'links', 'exams', 'about'] as const;
type SiteContentTab = (typeof TABS)[number];

const TAB_NAMES: Record<SiteContentTab, string> = {
  ads: '轮播与广告',
  links: '友情链接',
  exams: '考试日历',
  about: '关于我们',
};

/**
 * /admin/site-content: what editors change on the site besides articles — the carousel and the
 * other ads, friendly links, the exam calendar and the about-us pages. Every save reaches the
 * site at once. The tab and each list's filters are in the address.
 */
export default function SiteContentPage() {
  useDocumentTitle('站点内容 - 教务后台');
  const [params, setParams] = useSearchParams();
  const tab = oneOf(TABS, params.get('tab')) ?? 'ads';
  const options = useSiteContentOptions();
  // 主站 alone until the city sites are read (or when they cannot be).
  const sites = siteChoices(options.data);

  const panels: Record<SiteContentTab, ReactNode> = {
    ads: <AdsPanel sites={sites} />,
    links: <LinksPanel sites={sites} />,
    exams: <ExamsPanel sites={sites} />,
    about: <AboutPanel />,
  };

  return (
    <section className={styles.panel}>
      <Tabs
        activeKey={tab}
        // Each tab opens at its start: another tab's filters are dropped from the address.
        onChange={(key) => setParams(new URLSearchParams(key === 'ads' ? {} : { tab: key }))}
        items={TABS.map((key) => ({ key, label: TAB_NAMES[key], children: panels[key] }))}
      />
    </section>
  );
}
