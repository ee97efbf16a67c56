import { Alert, Button, Card, Form, Input, Skeleton } from 'antd';
import { ABOUT_LINE_MAX, PORTAL_PAGE_NAMES, SiteContentMsg } from '@shangan/shared';
import { ReloadResult } from '../../../../components/page-states/page-states';
import { isApiError } from '../../../../lib/api';
import { formatDateTime } from '../../../../lib/format';
import { notify } from '../../../../lib/notifier';
import { useConsoleAbout, type ConsoleAboutData } from '../../api/console-about';
import { useSaveConsoleAbout } from '../../api/save-console-about';
import { useSavePortalPage } from '../../api/save-portal-page';
import { RichTextEditor } from '../articles/rich-text-editor';
import { ABOUT_RULES, aboutBody, ENTRIES, PAGE_TITLE_MAX, type AboutBody } from './about-fields';
import styles from './site-content.module.css';

type PortalPage = ConsoleAboutData['pages'][number];

/** 最后修改 2026-11-28 10:00, once the thing has been saved at all. */
function LastSaved({ at }: { at: string }) {
  return at ? <span className={styles.muted}>最后修改 {formatDateTime(at)}</span> : null;
}

/**
 * The about page's own text: the company profile and the app and official-account entries.
 * The form reads the content once, when it opens: a later read never undoes what is typed.
 */
function AboutForm({ about }: { about: ConsoleAboutData }) {
  const [form] = Form.useForm<AboutBody>();
  const save = useSaveConsoleAbout();

  const submit = async (values: AboutBody) => {
    if (save.isPending) return;
    try {
      await save.mutateAsync(aboutBody(values));
    } catch (error) {
      // The client has shown the server's message; the form keeps what was typed.
      if (isApiError(error)) return;
      throw error;
    }
    notify.success(SiteContentMsg.saved);
  };

  return (
    <Card title="关于我们" extra={<LastSaved at={about.updatedAt} />}>
      <Form<AboutBody>
        form={form}
        name="about-us"
        layout="vertical"
        requiredMark={false}
        initialValues={aboutBody(about)}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item name="profile" label="公司简介" rules={ABOUT_RULES.profile}>
          <RichTextEditor label="公司简介" placeholder="介绍上岸教育…" minHeight={200} />
        </Form.Item>
        <div className={styles.entries}>
          {ENTRIES.map(({ key, name }) => (
            <div key={key} className={styles.entry} role="group" aria-labelledby={`about-${key}`}>
              <p id={`about-${key}`} className={styles.entryName}>
                {name}
              </p>
              <Form.Item name={[key, 'url']} label="地址" rules={ABOUT_RULES.url}>
                <Input aria-label={`${name}地址`} placeholder="https://… 或 /…（选填）" />
              </Form.Item>
              <Form.Item name={[key, 'profile']} label="介绍" rules={ABOUT_RULES.line}>
                <Input.TextArea
                  aria-label={`${name}介绍`}
                  autoSize={{ minRows: 2, maxRows: 4 }}
                  maxLength={ABOUT_LINE_MAX}
                  showCount
                />
              </Form.Item>
            </div>
          ))}
        </div>
        <div className={styles.saveRow}>
          <Button
            type="primary"
            htmlType="submit"
            loading={save.isPending}
            aria-label="保存关于我们"
          >
            保存
          </Button>
        </div>
      </Form>
    </Card>
  );
}

/** 企业文化 or 发展历程: its title and text, saved on their own. */
function PortalPageCard({ page }: { page: PortalPage }) {
  const [form] = Form.useForm<{ title: string; body: string }>();
  const save = useSavePortalPage();
  const name = PORTAL_PAGE_NAMES[page.type];

  const submit = async (values: { title: string; body: string }) => {
    if (save.isPending) return;
    try {
      await save.mutateAsync({ type: page.type, title: values.title.trim(), body: values.body });
    } catch (error) {
      if (isApiError(error)) return;
      throw error;
    }
    notify.success(SiteContentMsg.saved);
  };

  return (
    <Card title={name} extra={<LastSaved at={page.updatedAt} />}>
      <Form<{ title: string; body: string }>
        form={form}
        name={`portal-page-${page.type}`}
        layout="vertical"
        requiredMark={false}
        initialValues={{ title: page.title, body: page.body }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item name="title" label="标题" rules={ABOUT_RULES.pageTitle}>
          <Input maxLength={PAGE_TITLE_MAX} showCount aria-label={`${name}标题`} />
        </Form.Item>
        <Form.Item name="body" label="内容" rules={ABOUT_RULES.pageBody}>
          <RichTextEditor label={`${name}内容`} placeholder={`写${name}…`} minHeight={240} />
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          loading={save.isPending}
          aria-label={`保存${name}`}
        >
          保存
        </Button>
      </Form>
    </Card>
  );
}

/**
 * 关于我们: the about page's profile and entries, and the two company pages of the footer,
 * each saved on its own; the site shows a save at once.
 */
export function AboutPanel() {
  const about = useConsoleAbout();
  if (about.isError) {
    return (
      <ReloadResult
        title="关于我们加载失败"
        error={about.error}
        onReload={() => void about.refetch()}
      />
    );
  }
  if (!about.data) return <Skeleton active paragraph={{ rows: 10 }} />;
  return (
    <div className={styles.about}>
      <Alert type="info" showIcon title="网站上的「关于我们」页面会立即更新" />
      <AboutForm about={about.data} />
      {about.data.pages.map((page) => (
        <PortalPageCard key={page.type} page={page} />
      ))}
    </div>
  );
}
