import { Button, Dropdown, Space } from 'antd';
import { DownOutlined, LockOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { LinkButton } from '../../../components/link-button/link-button';
import { currentUrl } from '../../../lib/navigation';
import { pathTo } from '../../../lib/paths';
import { hasToken, setLoginRedirect } from '../../../lib/session-storage';
import { useStartPractice } from '../hooks/use-start-practice';
import type { CatalogueNode } from '../types';

const COUNTS = [5, 10, 15, 20];

/**
 * Starts practising a catalogue node with a chosen number of questions. Locked VIP content and
 * visitors are sent where they can get the right first (the server decides either way).
 */
export function StartPracticeButton({
  node,
  label = '练习',
  primary = false,
}: {
  node: CatalogueNode;
  label?: string;
  primary?: boolean;
}) {
  const navigate = useNavigate();
  const start = useStartPractice(
    (exerciseId) => void navigate(pathTo('SpecificTest', {}, { exerciseId })),
  );

  const go = (count: number) => {
    if (!hasToken()) {
      setLoginRedirect(currentUrl());
      void navigate(pathTo('login'));
      return;
    }
    // The practice screen opens with what the server just sent, without asking again.
    start.mutate({ kind: 'catalogue', catalogueId: node.id, count });
  };

  if (node.objectiveCount === 0 && node.questionCount > 0) {
    // Short answers are written on the 申论 answer screen, not practised here.
    return (
      <LinkButton size="small" to={pathTo('ShortAnswer', {}, { catalogueId: node.id })}>
        主观题作答
      </LinkButton>
    );
  }
  if (node.locked) {
    return (
      <Button
        size="small"
        icon={<LockOutlined />}
        onClick={() => void navigate(pathTo('VipRights'))}
        aria-label={`${node.name} VIP专享`}
      >
        VIP专享
      </Button>
    );
  }
  return (
    <Space.Compact size="small">
      <Button
        type={primary ? 'primary' : 'default'}
        loading={start.isPending}
        disabled={node.questionCount === 0}
        onClick={() => go(10)}
        aria-label={`${label}${node.name}`}
      >
        {label}
      </Button>
      {/* Opened by a tap, not by hovering: a hover menu closes when the pointer takes a moment
          to reach it (a slow phone, a busy machine), and touch screens have no hover. */}
      <Dropdown
        trigger={['click']}
        disabled={node.questionCount === 0 || start.isPending}
        menu={{
          items: COUNTS.map((count) => ({ key: String(count), label: `练习 ${count} 题` })),
          onClick: ({ key }) => go(Number(key)),
        }}
      >
        <Button
          type={primary ? 'primary' : 'default'}
          icon={<DownOutlined />}
          aria-label={`选择${node.name}的题量`}
        />
      </Dropdown>
    </Space.Compact>
  );
}
