import { ActionSheet, DotLoading, ProgressBar, Tag } from 'antd-mobile';
import { DownOutline, LockOutline, RightOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../../components/mobile/confirm-dialog';
import { useSendToLogin } from '../../../../components/mobile/use-send-to-login';
import { mobilePathTo } from '../../../../lib/mobile-paths';
import { hasToken } from '../../../../lib/session-storage';
import { useStartPractice } from '../../hooks/use-start-practice';
import type { CatalogueNode } from '../../types';
import type { CatalogueTreeNode } from '@shangan/shared/contracts/question-bank';
import { percentOf } from './links';
import styles from './lists.module.css';

/** The numbers of questions a practice may draw, as on the desktop (10 unless chosen). */
export const PRACTICE_COUNTS = [5, 10, 15, 20] as const;

/** 已做 5/65 · 正确率 80% */
export function nodeProgressText(node: CatalogueNode): string {
  const done = `已做 ${node.doneCount}/${node.questionCount}`;
  return node.doneCount > 0
    ? `${done} · 正确率 ${percentOf(node.correctCount, node.doneCount)}%`
    : done;
}

/** Short answers only: written on the 申论 answer screen, not drawn into a practice. */
const isShortAnswerNode = (node: CatalogueNode) =>
  node.objectiveCount === 0 && node.questionCount > 0;

/**
 * What a tap on a node does, before any request: a visitor logs in first, locked VIP content
 * offers VIP, an empty node nothing, short answers open their answer screen; otherwise the
 * learner picks how many questions to practise.
 */
export type NodeTap = 'login' | 'vip' | 'empty' | 'shortAnswer' | 'choose';

export function nodeTap(node: CatalogueNode, signedIn: boolean): NodeTap {
  if (node.questionCount === 0) return 'empty';
  if (!signedIn) return 'login';
  if (node.locked) return 'vip';
  if (isShortAnswerNode(node)) return 'shortAnswer';
  return 'choose';
}

function NodeProgress({ node }: { node: CatalogueNode }) {
  return (
    <div className={styles.nodeProgress}>
      <ProgressBar
        percent={percentOf(node.doneCount, node.questionCount)}
        className={styles.bar}
        aria-hidden="true"
      />
      <span className={styles.nodeFigures}>{nodeProgressText(node)}</span>
    </div>
  );
}

interface CatalogueTreeProps {
  modules: CatalogueTreeNode[];
}

/**
 * A subject's catalogue as an expandable touch list: each module with its progress and a
 * 练习 button, its knowledge points under it; a tap on a point (or 练习) asks how many
 * questions, then the server draws them and the practice screen opens.
 */
export function CatalogueTree({ modules }: CatalogueTreeProps) {
  const navigate = useNavigate();
  const sendToLogin = useSendToLogin();
  const [open, setOpen] = useState<Set<number>>(() => new Set(modules[0] ? [modules[0].id] : []));
  const [choosing, setChoosing] = useState<CatalogueNode | null>(null);
  const [vipNode, setVipNode] = useState<CatalogueNode | null>(null);
  const start = useStartPractice(
    (exerciseId) => void navigate(mobilePathTo('MSpecificTest', {}, { exerciseId })),
  );
  const startingId =
    start.isPending && start.variables?.kind === 'catalogue' ? start.variables.catalogueId : 0;

  const tap = (node: CatalogueNode) => {
    if (start.isPending) return;
    switch (nodeTap(node, hasToken())) {
      case 'empty':
        return;
      case 'login':
        sendToLogin();
        return;
      case 'vip':
        setVipNode(node);
        return;
      case 'shortAnswer':
        void navigate(mobilePathTo('MShortAnswer', {}, { catalogueId: node.id }));
        return;
      case 'choose':
        setChoosing(node);
    }
  };

  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const actionLabel = (node: CatalogueNode) => {
    if (startingId === node.id) {
      return (
        <>
          出题中
          <DotLoading color="currentColor" />
        </>
      );
    }
    if (node.questionCount === 0) return '暂无题目';
    if (node.locked) {
      return (
        <>
          <LockOutline /> VIP
        </>
      );
    }
    return isShortAnswerNode(node) ? '去作答' : '练习';
  };

  return (
    <div className={styles.tree}>
      {modules.map((module) => {
        const expanded = open.has(module.id);
        const hasPoints = module.children.length > 0;
        return (
          <section key={module.id} className={styles.module} aria-label={module.name}>
            <div className={styles.moduleHead}>
              <button
                type="button"
                className={styles.moduleToggle}
                aria-expanded={hasPoints ? expanded : undefined}
                onClick={() => (hasPoints ? toggle(module.id) : tap(module))}
              >
                <span className={styles.moduleTitle}>
                  {hasPoints ? (
                    <DownOutline
                      className={expanded ? styles.caretOpen : styles.caret}
                      aria-hidden="true"
                    />
                  ) : null}
                  <strong>{module.name}</strong>
                  {module.vipOnly ? (
                    <Tag color="warning" fill="outline">
                      VIP
                    </Tag>
                  ) : null}
                </span>
                <NodeProgress node={module} />
              </button>
              <button
                type="button"
                className={styles.practiceButton}
                disabled={module.questionCount === 0 || start.isPending}
                onClick={() => tap(module)}
                aria-label={`练习${module.name}`}
              >
                <span className={styles.pill}>{actionLabel(module)}</span>
              </button>
            </div>
            {hasPoints && expanded ? (
              <ul className={styles.points}>
                {module.children.map((point) => (
                  <li key={point.id}>
                    <button
                      type="button"
                      className={styles.point}
                      disabled={point.questionCount === 0 || start.isPending}
                      onClick={() => tap(point)}
                      aria-label={`${point.name}，${nodeProgressText(point)}`}
                    >
                      <span className={styles.pointMain}>
                        <span className={styles.pointName}>
                          {point.name}
                          {point.vipOnly ? (
                            <Tag color="warning" fill="outline">
                              VIP
                            </Tag>
                          ) : null}
                        </span>
                        <NodeProgress node={point} />
                      </span>
                      <span className={styles.pointAction}>
                        {actionLabel(point)}
                        {startingId === point.id ? null : <RightOutline aria-hidden="true" />}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
        );
      })}
      <ConfirmDialog
        open={vipNode !== null}
        title="VIP专享"
        content={vipNode ? `「${vipNode.name}」为VIP专享内容，开通VIP后即可练习。` : ''}
        confirmText="去开通"
        cancelText="再看看"
        onConfirm={() => void navigate(mobilePathTo('MVipCenter'))}
        onCancel={() => setVipNode(null)}
      />
      <ActionSheet
        visible={choosing !== null}
        onClose={() => setChoosing(null)}
        extra={
          choosing ? (
            <div className={styles.sheetHead}>
              <strong>{choosing.name}</strong>
              <span>
                共 {choosing.questionCount} 题，{nodeProgressText(choosing)}；未做过的题目优先
              </span>
            </div>
          ) : null
        }
        cancelText="取消"
        closeOnAction
        safeArea
        actions={PRACTICE_COUNTS.map((count) => ({
          key: String(count),
          text: count === 10 ? `练习 ${count} 题（推荐）` : `练习 ${count} 题`,
          onClick: () => {
            if (choosing) start.mutate({ kind: 'catalogue', catalogueId: choosing.id, count });
          },
        }))}
      />
    </div>
  );
}
