import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { pathTo } from '../../lib/paths';
import { LinkButton } from '../link-button/link-button';

/** The one primary button under the result: a link (to) or an action (onClick). */
export type PageResultAction =
  { label: string; to: string } | { label: string; onClick: () => void };

interface PageResultProps {
  /** 404: the thing asked for is not there; 403: it is there but not for this visitor. */
  status: '404' | '403';
  title: ReactNode;
  subTitle?: ReactNode;
  /** Defaults to 返回首页, the way out every such page offers unless it knows a closer one. */
  action?: PageResultAction;
  className?: string;
}

const HOME_ACTION: PageResultAction = { label: '返回首页', to: pathTo('Home') };

/** The not-found / no-access answer of a page: status picture, what happened, one way on. */
export function PageResult({
  status,
  title,
  subTitle,
  action = HOME_ACTION,
  className,
}: PageResultProps) {
  return (
    <Result
      className={className}
      status={status}
      title={title}
      subTitle={subTitle}
      extra={
        'to' in action ? (
          <LinkButton type="primary" to={action.to}>
            {action.label}
          </LinkButton>
        ) : (
          <Button type="primary" onClick={action.onClick}>
            {action.label}
          </Button>
        )
      }
    />
  );
}
