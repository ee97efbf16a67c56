import { Result, Skeleton } from 'antd';
import { useImportTargets } from '../../api/import-targets';
import { ImportFileDrop } from './import-file-drop';
import { ImportTargetFields, type ImportTargetChoice } from './import-target-fields';
import { ReloadResult } from '../../../../components/page-states/page-states';

/** Where the questions go and the file they come from; the subjects load first. */
export function ImportChooseStep({
  target,
  onTargetChange,
  showMissing,
  reading,
  onChoose,
}: {
  target: ImportTargetChoice;
  onTargetChange: (next: ImportTargetChoice) => void;
  showMissing: boolean;
  reading: string | null;
  onChoose: (file: File) => void;
}) {
  const targets = useImportTargets();
  if (targets.isError) {
    return (
      <ReloadResult
        title="科目加载失败"
        error={targets.error}
        onReload={() => void targets.refetch()}
      />
    );
  }
  if (!targets.data) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (targets.data.length === 0) {
    return (
      <Result status="info" title="题库中还没有科目" subTitle="请先添加科目和知识点再导入题目。" />
    );
  }
  return (
    <>
      <ImportTargetFields
        targets={targets.data}
        value={target}
        onChange={onTargetChange}
        showMissing={showMissing}
        disabled={reading !== null}
      />
      <ImportFileDrop reading={reading} onChoose={onChoose} />
    </>
  );
}
