import { Tag } from 'antd';
import { LinkButton } from '../../../components/link-button/link-button';
import { pathTo } from '../../../lib/paths';
import type { ExerciseLogItem } from '../types';
import { describeDuration } from '../lib/answer-model';
import { KIND_LABELS, continueUrl } from '../lib/links';
import styles from './bank.module.css';

/** One practice record: what, when, how it went, and what to do next with it. */
export function RecordItem({ item }: { item: ExerciseLogItem }) {
  const done = item.status === 'submitted';
  return (
    <div className={styles.listItem} aria-label={item.title}>
      <div className={styles.listMain}>
        <p className={styles.listTitle}>
          <Tag color={done ? 'default' : 'processing'}>
            {done ? '已交卷' : item.status === 'paused' ? '已暂停' : '进行中'}
          </Tag>
          {item.title}
        </p>
        <div className={styles.listMeta}>
          <span>{KIND_LABELS[item.kind]}</span>
          <span>{new Date(item.submittedAt ?? item.updatedAt).toLocaleString('zh-CN')}</span>
          {done ? (
            <>
              <span>
                答对 {item.correctCount}/{item.questionCount}
              </span>
              <span>正确率 {item.accuracy}%</span>
              <span>得分 {item.score}</span>
            </>
          ) : (
            <span>
              已答 {item.answeredCount}/{item.questionCount}
            </span>
          )}
          <span>用时 {describeDuration(item.elapsedSeconds)}</span>
        </div>
      </div>
      {done ? (
        <>
          <LinkButton to={pathTo('ExerciseReport', {}, { exerciseId: item.exerciseId })}>
            查看报告
          </LinkButton>
          <LinkButton
            type="primary"
            ghost
            to={pathTo('Analysis', {}, { exerciseId: item.exerciseId })}
          >
            查看解析
          </LinkButton>
        </>
      ) : (
        <LinkButton type="primary" to={continueUrl(item)}>
          继续练习
        </LinkButton>
      )}
    </div>
  );
}
