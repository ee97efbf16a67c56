import { App } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { QuestionImportMsg } from '@shangan/shared';
import type {
  ImportPreview as Preview,
  ImportSummary,
} from '@shangan/shared/contracts/console/question-import';
import { positiveInt } from '../../../lib/address-params';
import { isApiError } from '../../../lib/api';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title';
import { notify } from '../../../lib/notifier';
import { useCommitImport } from '../api/commit-import';
import { useImportTargets } from '../api/import-targets';
import { usePreviewImport } from '../api/preview-import';
import { ImportChooseStep } from '../components/question-import/import-choose-step';
import { ImportDone } from '../components/question-import/import-done';
import { ImportHistory } from '../components/question-import/import-history';
import { ImportPreview, targetName } from '../components/question-import/import-preview';
import {
  fitChoice,
  type ImportTargetChoice,
} from '../components/question-import/import-target-fields';
import { TemplateDownloads } from '../components/question-import/template-downloads';
import importStyles from '../components/question-import/question-import.module.css';
import { readFileAsBase64 } from '../lib/base64-file';
import styles from './console.module.css';

/** The contract's longest file name; a longer one is cut, keeping its extension. */
const FILE_NAME_MAX = 200;

function sentFileName(name: string): string {
  if (name.length <= FILE_NAME_MAX) return name;
  const extension = /\.[^.]+$/.exec(name)?.[0] ?? '';
  return name.slice(0, FILE_NAME_MAX - extension.length) + extension;
}

/** `?subjectId=&paperId=`: 试卷管理's 导入试题 opens the page with its paper chosen. */
function choiceFromAddress(params: URLSearchParams): ImportTargetChoice {
  const subjectId = positiveInt(params.get('subjectId'));
  const paperId = positiveInt(params.get('paperId'));
  return {
    ...(subjectId ? { subjectId } : {}),
    ...(subjectId && paperId ? { paperId } : {}),
  };
}

type Step =
  | { step: 'choose' }
  | { step: 'preview'; preview: Preview }
  | { step: 'done'; summary: ImportSummary };

/**
 * /admin/questionImport: teachers and editors bring questions in from a Word or Excel file,
 * into the bank or into a past paper. The file is previewed first (every question checked,
 * duplicates found), then committed at once.
 */
export default function QuestionImportPage() {
  useDocumentTitle('题库导入 - 教务后台');
  const { modal } = App.useApp();
  const previewing = usePreviewImport();
  const commit = useCommitImport();
  const targets = useImportTargets();
  const [params] = useSearchParams();
  const [choice, setTarget] = useState<ImportTargetChoice>(() => choiceFromAddress(params));
  // A subject, knowledge point or paper the subjects do not offer (an old link) is not kept.
  const target = fitChoice(choice, targets.data);
  const [showMissing, setShowMissing] = useState(false);
  const [reading, setReading] = useState<string | null>(null);
  const [step, setStep] = useState<Step>({ step: 'choose' });

  const readAndPreview = async (file: File) => {
    const { subjectId, catalogueId, paperId } = target;
    if (!subjectId || !catalogueId) {
      setShowMissing(true);
      notify.warning(QuestionImportMsg.targetRequired);
      return;
    }
    setReading(file.name);
    try {
      let content: string;
      try {
        content = await readFileAsBase64(file);
      } catch {
        notify.error(QuestionImportMsg.fileUnreadable);
        return;
      }
      const preview = await previewing.mutateAsync({
        subjectId,
        catalogueId,
        ...(paperId ? { paperId } : {}),
        fileName: sentFileName(file.name),
        content,
      });
      setStep({ step: 'preview', preview });
    } catch (error) {
      // The client has shown the server's message (wrong layout, no questions, …).
      if (isApiError(error)) return;
      throw error;
    } finally {
      setReading(null);
    }
  };

  const commitPreview = async (preview: Preview) => {
    try {
      const summary = await commit.mutateAsync({ id: preview.id });
      setStep({ step: 'done', summary });
    } catch (error) {
      if (isApiError(error)) return;
      throw error;
    }
  };

  const askCommit = (preview: Preview) => {
    modal.confirm({
      title: '确认导入？',
      content:
        `将向「${targetName(preview)}」导入 ${preview.ready} 道题` +
        (preview.duplicates > 0 ? `，${preview.duplicates} 道重复题不再导入。` : '。'),
      okText: '确认导入',
      cancelText: '取消',
      onOk: () => commitPreview(preview),
    });
  };

  const restart = () => setStep({ step: 'choose' });

  return (
    <>
      <section className={styles.panel}>
        <div className={importStyles.head}>
          <p className={importStyles.intro}>
            按模板整理好题目后上传：系统先逐题检查格式、找出题库中已有的题，确认无误后再一次导入。
          </p>
          <TemplateDownloads />
        </div>
        {step.step === 'preview' && (
          <ImportPreview
            preview={step.preview}
            committing={commit.isPending}
            onCommit={() => askCommit(step.preview)}
            onRestart={restart}
          />
        )}
        {step.step === 'done' && <ImportDone summary={step.summary} onNext={restart} />}
        {step.step === 'choose' && (
          <ImportChooseStep
            target={target}
            onTargetChange={setTarget}
            showMissing={showMissing}
            reading={reading}
            onChoose={(file) => void readAndPreview(file)}
          />
        )}
      </section>
      <ImportHistory />
    </>
  );
}
