import { QUESTION_IMPORT_MAX_BYTES, QuestionImportMsg } from '@shangan/shared';
import { FileDrop } from '../file-drop';

const MAX_MB = QUESTION_IMPORT_MAX_BYTES / 1024 / 1024;

/** Why a chosen file cannot be imported, before any byte of it is sent; null if it can. */
export function importFileProblem(file: { name: string; size: number }): string | null {
  if (!/\.(docx|xlsx)$/i.test(file.name.trim())) return QuestionImportMsg.formatUnknown;
  if (file.size > QUESTION_IMPORT_MAX_BYTES) return QuestionImportMsg.fileTooLarge;
  if (file.size === 0) return QuestionImportMsg.fileUnreadable;
  return null;
}

/** The Word or Excel file of questions to import. */
export function ImportFileDrop({
  reading,
  onChoose,
}: {
  reading: string | null;
  onChoose: (file: File) => void;
}) {
  return (
    <FileDrop
      accept=".docx,.xlsx"
      hint={`支持 Word（.docx）和 Excel（.xlsx）文件，不超过 ${MAX_MB}MB；请按模板格式整理题目`}
      reading={reading}
      problemOf={importFileProblem}
      onChoose={onChoose}
    />
  );
}
