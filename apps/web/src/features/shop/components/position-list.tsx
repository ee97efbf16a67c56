import { Grid, Table, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Position } from '@shangan/shared/contracts/enlistment';
import { LinkButton } from '../../../components/link-button/link-button';
import styles from './position-list.module.css';

interface PositionListProps {
  positions: Position[];
  /** Where 报名 leads for a position (the enlistment form). */
  enlistTo: (position: Position) => string;
  /** The rows shown are the previous filter's while the new ones load. */
  refreshing?: boolean;
}

function Clipped({ text, width }: { text: string; width: number }) {
  return (
    <Tooltip title={text} placement="topLeft">
      <span className={styles.clipped} style={{ maxWidth: width }}>
        {text}
      </span>
    </Tooltip>
  );
}

/**
 * One page of a position table. On a wide screen an antd table (it scrolls sideways inside its
 * own box, never the page); on a phone each position is a card with the same facts.
 */
export function PositionList({ positions, enlistTo, refreshing = false }: PositionListProps) {
  const screens = Grid.useBreakpoint();
  const wide = screens.lg === true;
  const className = `${styles.list} ${refreshing ? styles.refreshing : ''}`;
  if (!wide) {
    return (
      <div className={className} aria-busy={refreshing}>
        {positions.map((position) => (
          <PositionCard key={position.code} position={position} to={enlistTo(position)} />
        ))}
      </div>
    );
  }
  const columns: ColumnsType<Position> = [
    { title: '职位代码', dataIndex: 'code', width: 130, fixed: 'left' },
    {
      title: '招录机关',
      key: 'department',
      width: 220,
      render: (_, p) => (
        <>
          <div>{p.department}</div>
          {p.unit !== p.department && <div className={styles.sub}>{p.unit}</div>}
        </>
      ),
    },
    { title: '职位名称', dataIndex: 'positionName', width: 180 },
    { title: '招录人数', dataIndex: 'quota', width: 80, align: 'center' },
    {
      title: '学历 / 学位',
      key: 'education',
      width: 140,
      render: (_, p) => (
        <>
          <div>{p.education}</div>
          <div className={styles.sub}>{p.degree}</div>
        </>
      ),
    },
    {
      title: '专业要求',
      dataIndex: 'major',
      width: 220,
      render: (major: string) => <Clipped text={major} width={200} />,
    },
    { title: '政治面貌', dataIndex: 'politicalStatus', width: 110 },
    {
      title: '其他要求',
      dataIndex: 'otherRequirements',
      width: 200,
      render: (text: string) => <Clipped text={text} width={180} />,
    },
    { title: '工作地点', dataIndex: 'location', width: 150 },
    {
      title: '操作',
      key: 'action',
      width: 90,
      fixed: 'right',
      render: (_, p) => (
        <LinkButton type="primary" size="small" to={enlistTo(p)} aria-label={`报名职位 ${p.code}`}>
          报名
        </LinkButton>
      ),
    },
  ];
  return (
    <Table<Position>
      className={className}
      rowKey="code"
      columns={columns}
      dataSource={positions}
      pagination={false}
      size="middle"
      scroll={{ x: 1420 }}
      aria-busy={refreshing}
    />
  );
}

function PositionCard({ position: p, to }: { position: Position; to: string }) {
  return (
    <article className={styles.card} aria-label={`职位 ${p.code}`}>
      <header className={styles.cardHead}>
        <div className={styles.cardTitle}>
          <strong>{p.positionName}</strong>
          <span className={styles.code}>职位代码 {p.code}</span>
        </div>
        <LinkButton type="primary" size="small" to={to} aria-label={`报名职位 ${p.code}`}>
          报名
        </LinkButton>
      </header>
      <p className={styles.department}>
        {p.department}
        {p.unit !== p.department && ` · ${p.unit}`}
      </p>
      <div className={styles.tags}>
        <Tag color="red">招录{p.quota}人</Tag>
        <Tag>{p.education}</Tag>
        <Tag>{p.degree}</Tag>
        <Tag>{p.politicalStatus}</Tag>
      </div>
      <dl className={styles.facts}>
        <dt>专业</dt>
        <dd>{p.major}</dd>
        <dt>其他</dt>
        <dd>{p.otherRequirements}</dd>
        <dt>地点</dt>
        <dd>{p.location}</dd>
      </dl>
    </article>
  );
}
