import { Drawer, Pagination, Segmented } from 'antd';
import type { CardStatus } from '@shangan/shared/contracts/video-teaching/cards';
import { useState } from 'react';
import { useExperienceCards } from '../api/experience-cards';
import { CARD_STATUS_LABELS } from '../lib/words';
import { CardList } from './card-list';
import { Loading } from './page-states';

type Filter = CardStatus | 'all';
const PAGE_SIZE = 10;

/** 我的体验卡: every card of the person, by state, with expiry and what a used one unlocked. */
export function CardsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  const cards = useExperienceCards(
    { ...(filter === 'all' ? {} : { status: filter }), page, pageSize: PAGE_SIZE },
    open,
  );
  const counts = cards.data?.counts;
  const label = (status: CardStatus) =>
    `${CARD_STATUS_LABELS[status]}${counts ? ` ${counts[status]}` : ''}`;
  return (
    <Drawer title="我的体验卡" open={open} onClose={onClose} size={420}>
      <Segmented<Filter>
        block
        value={filter}
        onChange={(value) => {
          setFilter(value);
          setPage(1);
        }}
        options={[
          { value: 'all', label: '全部' },
          { value: 'usable', label: label('usable') },
          { value: 'used', label: label('used') },
          { value: 'expired', label: label('expired') },
        ]}
        style={{ marginBottom: 16 }}
      />
      {cards.isPending && <Loading />}
      {cards.data && <CardList cards={cards.data.list} />}
      {cards.data && cards.data.total > PAGE_SIZE && (
        <Pagination
          style={{ marginTop: 16 }}
          size="small"
          current={page}
          pageSize={PAGE_SIZE}
          total={cards.data.total}
          onChange={setPage}
        />
      )}
      <p style={{ color: '#8a919f', fontSize: 13, marginTop: 16 }}>
        每张体验卡可解锁一讲名师讲题，解锁后可反复观看完整讲解；体验卡须在到期前使用，过期作废。
      </p>
    </Drawer>
  );
}
