import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Popconfirm, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { ConsoleCoachingMsg } from '@shangan/shared';
import type {
  ConsoleCoachingProduct,
  ConsoleCoachingSlot,
} from '@shangan/shared/contracts/console/coaching';
import { ReloadResult } from '../../../../components/page-states/page-states';
import { isApiError } from '../../../../lib/api';
import { formatDateTime } from '../../../../lib/format';
import { notify } from '../../../../lib/notifier';
import { useConsoleCoachingSlots, useRemoveConsoleCoachingSlot } from '../../api/console-coaching';
import { ListEmpty } from '../list-empty';
import styles from './coaching.module.css';
import { ProductDrawer } from './product-drawer';
import { SlotDialog } from './slot-dialog';
import { DEFAULT_SLOT_MINUTES, clockRange, dayText, runningOut, slotMinutes } from './slot-values';

const PAGE_SIZE = 50;

type SlotState = 'ended' | 'running' | 'full' | 'open';

const STATE_TAG: Record<SlotState, { text: string; color?: string }> = {
  ended: { text: '已结束' },
  running: { text: '进行中', color: 'processing' },
  full: { text: '已约满', color: 'orange' },
  open: { text: '可预约', color: 'success' },
};

function slotState(slot: ConsoleCoachingSlot, now: number): SlotState {
  if (Date.parse(slot.endsAt) <= now) return 'ended';
  if (Date.parse(slot.startsAt) <= now) return 'running';
  return slot.taken >= slot.capacity ? 'full' : 'open';
}

/** A time's label for its buttons: 2035-03-01 周四 09:00–11:00. */
const slotLabel = (slot: ConsoleCoachingSlot) =>
  `${dayText(slot.startsAt)} ${clockRange(slot.startsAt, slot.endsAt)}`;

/**
 * How many rows each time's day cell spans: the first time of a China day on a page spans that
 * day's times on the page, the others none (a page of the table starts a new group).
 */
function dayRowSpans(slots: ConsoleCoachingSlot[]): Map<number, number> {
  const spans = new Map<number, number>();
  let firstId = 0;
  let firstDay = '';
  slots.forEach((slot, index) => {
    const day = dayText(slot.startsAt);
    if (index % PAGE_SIZE === 0 || day !== firstDay) {
      firstId = slot.id;
      firstDay = day;
      spans.set(slot.id, 1);
    } else {
      spans.set(firstId, (spans.get(firstId) ?? 0) + 1);
      spans.set(slot.id, 0);
    }
  });
  return spans;
}

/** The warning that learners will soon have no time left to book. */
function RunningOutNotice({ product }: { product: ConsoleCoachingProduct }) {
  return product.lastSlotAt === null ? (
    <Alert
      className={styles.notice}
      type="warning"
      showIcon
      title="还没有时段，学员无法预约，请添加时段"
    />
  ) : (
    <Alert
      className={styles.notice}
      type="warning"
      showIcon
      title="学员很快将无时段可约，请添加时段"
      description={`最后一个时段开始于 ${formatDateTime(product.lastSlotAt)}（北京时间）`}
    />
  );
}

/** 删除, or why a booked time cannot go. */
function RemoveButton({
  slot,
  onRemove,
}: {
  slot: ConsoleCoachingSlot;
  onRemove: (slot: ConsoleCoachingSlot) => Promise<void>;
}) {
  const label = `删除：${slotLabel(slot)}`;
  if (slot.booked || slot.taken > 0) {
    return (
      <Tooltip title={ConsoleCoachingMsg.booked}>
        <span className={styles.refused}>
          <Button type="link" size="small" danger disabled aria-label={label}>
            删除
          </Button>
        </span>
      </Tooltip>
    );
  }
  return (
    <Popconfirm
      title="删除这个时段？"
      description="删除后学员不能再预约这个时段"
      okText="删除"
      cancelText="不删除"
      okButtonProps={{ danger: true }}
      onConfirm={() => onRemove(slot)}
    >
      <Button type="link" size="small" danger aria-label={label}>
        删除
      </Button>
    </Popconfirm>
  );
}

/**
 * One product's times from yesterday on, by China day: when, by whom, the seats taken and its
 * state. Staff add times (新增时段), change one not started (a booked one in its seats only) and
 * remove one nobody ever booked; the server decides and its refusal is shown. 编辑产品 opens the
 * product's own content.
 */
export function SlotsPanel({
  product,
  now,
  usedMinutes,
  onUsedMinutes,
}: {
  product: ConsoleCoachingProduct;
  now: number;
  /** The length of the last time saved here, which a new time takes. */
  usedMinutes: number | undefined;
  onUsedMinutes: (minutes: number) => void;
}) {
  const slots = useConsoleCoachingSlots(product.id);
  const remove = useRemoveConsoleCoachingSlot();
  const [adding, setAdding] = useState(false);
  const [changing, setChanging] = useState<ConsoleCoachingSlot>();
  // Each opening of 编辑产品 is a fresh editor (its own form, the content read again).
  const [editing, setEditing] = useState(false);
  const [openings, setOpenings] = useState(0);
  const list = slots.data ?? [];
  const latest = list.at(-1);
  const spans = dayRowSpans(list);
  const newMinutes = usedMinutes ?? (latest ? slotMinutes(latest) : DEFAULT_SLOT_MINUTES);

  const removeSlot = async (slot: ConsoleCoachingSlot) => {
    try {
      await remove.mutateAsync({ id: slot.id });
    } catch (error) {
      // The client has shown the server's message (someone booked it meanwhile …).
      if (isApiError(error)) return;
      throw error;
    }
    notify.success(ConsoleCoachingMsg.removed);
  };

  const columns: TableColumnsType<ConsoleCoachingSlot> = [
    {
      title: '日期',
      width: 130,
      onCell: (slot) => ({ rowSpan: spans.get(slot.id) ?? 1 }),
      render: (_, slot) => <span className={styles.day}>{dayText(slot.startsAt)}</span>,
    },
    {
      title: '时间（北京时间）',
      width: 150,
      render: (_, slot) => clockRange(slot.startsAt, slot.endsAt),
    },
    { title: '老师', dataIndex: 'coachName', width: 110 },
    {
      title: '名额',
      width: 110,
      render: (_, slot) => `已约 ${slot.taken} / ${slot.capacity}`,
    },
    {
      title: '状态',
      width: 90,
      render: (_, slot) => {
        const tag = STATE_TAG[slotState(slot, now)];
        return <Tag color={tag.color}>{tag.text}</Tag>;
      },
    },
    {
      title: '操作',
      fixed: 'right',
      width: 120,
      // Once it has started a time is history: nothing left to change.
      render: (_, slot) =>
        Date.parse(slot.startsAt) > now ? (
          <span className={styles.rowActions}>
            <Button
              type="link"
              size="small"
              aria-label={`修改：${slotLabel(slot)}`}
              onClick={() => setChanging(slot)}
            >
              修改
            </Button>
            <RemoveButton slot={slot} onRemove={removeSlot} />
          </span>
        ) : (
          <span className={styles.muted}>—</span>
        ),
    },
  ];

  return (
    <>
      {runningOut(product, now) && <RunningOutNotice product={product} />}
      <div className={styles.slotsHead}>
        <h2 className={styles.slotsTitle}>{product.title} · 时段</h2>
        <span className={styles.headButtons}>
          <Button
            icon={<EditOutlined />}
            onClick={() => {
              setOpenings((count) => count + 1);
              setEditing(true);
            }}
          >
            编辑产品
          </Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            新增时段
          </Button>
        </span>
      </div>
      {slots.isError ? (
        <ReloadResult
          title="时段加载失败"
          error={slots.error}
          onReload={() => void slots.refetch()}
        />
      ) : (
        <Table<ConsoleCoachingSlot>
          rowKey="id"
          columns={columns}
          dataSource={list}
          loading={slots.isPending}
          rowClassName={(slot) => (slotState(slot, now) === 'ended' ? (styles.ended ?? '') : '')}
          locale={{
            emptyText: (
              <ListEmpty
                title="还没有时段"
                hint="点击「新增时段」，选择老师和上课时间，学员即可在产品页预约"
              />
            ),
          }}
          pagination={{
            pageSize: PAGE_SIZE,
            hideOnSinglePage: true,
            showSizeChanger: false,
            showTotal: (total) => `共 ${total} 个时段`,
          }}
          scroll={{ x: 710 }}
        />
      )}
      <SlotDialog
        open={adding}
        product={product}
        latest={latest}
        minutes={newMinutes}
        onSaved={onUsedMinutes}
        onClose={() => setAdding(false)}
      />
      <SlotDialog
        open={changing !== undefined}
        product={product}
        slot={changing}
        minutes={changing ? slotMinutes(changing) : newMinutes}
        onClose={() => setChanging(undefined)}
      />
      <ProductDrawer
        key={openings}
        open={editing}
        product={product}
        onClose={() => setEditing(false)}
      />
    </>
  );
}
