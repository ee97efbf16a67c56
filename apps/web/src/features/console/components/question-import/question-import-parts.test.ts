import { describe, expect, it } from 'vitest';
import { QUESTION_IMPORT_MAX_BYTES, QuestionImportMsg } from '@shangan/shared';
import { catalogueTree } from './catalogue-tree';
import { importFileProblem } from './import-file-drop';
import { fitChoice } from './import-target-fields';

describe('题库导入 parts', () => {
  it('builds the knowledge point tree from the flat list, keeping an orphan at the top', () => {
    expect(
      catalogueTree([
        { id: 1, parentId: null, name: '言语理解' },
        { id: 2, parentId: 1, name: '逻辑填空' },
        { id: 3, parentId: 1, name: '片段阅读' },
        { id: 4, parentId: 99, name: '孤立知识点' },
      ]),
    ).toEqual([
      {
        value: 1,
        title: '言语理解',
        children: [
          { value: 2, title: '逻辑填空' },
          { value: 3, title: '片段阅读' },
        ],
      },
      { value: 4, title: '孤立知识点' },
    ]);
  });

  it('refuses a file of another kind or too large before sending it', () => {
    expect(importFileProblem({ name: '题目.DOCX', size: 10 })).toBeNull();
    expect(importFileProblem({ name: '题目.xlsx', size: QUESTION_IMPORT_MAX_BYTES })).toBeNull();
    expect(importFileProblem({ name: '题目.doc', size: 10 })).toBe(QuestionImportMsg.formatUnknown);
    expect(importFileProblem({ name: '题目.xlsx', size: QUESTION_IMPORT_MAX_BYTES + 1 })).toBe(
      QuestionImportMsg.fileTooLarge,
    );
    expect(importFileProblem({ name: '题目.docx', size: 0 })).toBe(
      QuestionImportMsg.fileUnreadable,
    );
  });

  it('keeps of an address only the subject, knowledge point and paper that are offered', () => {
    const targets = [
      {
        id: 2,
        name: '行测',
        catalogues: [{ id: 10, parentId: null, name: '言语理解' }],
        papers: [{ id: 7, title: '2025年江苏省考行测A类', state: 'draft' as const }],
      },
      { id: 3, name: '申论', catalogues: [], papers: [] },
    ];
    const choice = { subjectId: 2, catalogueId: 10, paperId: 7 };
    expect(fitChoice(choice, undefined)).toEqual(choice);
    expect(fitChoice(choice, targets)).toEqual(choice);
    expect(fitChoice({ subjectId: 3, catalogueId: 10, paperId: 7 }, targets)).toEqual({
      subjectId: 3,
    });
    expect(fitChoice({ subjectId: 9, paperId: 7 }, targets)).toEqual({});
    expect(fitChoice({}, targets)).toEqual({});
  });
});
