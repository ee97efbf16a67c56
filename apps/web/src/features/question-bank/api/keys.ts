/** Query keys of the bank: one root, so a hand-in can refresh every progress figure at once. */
export const QB_KEY = ['questionBank'] as const;

export const qbKeys = {
  home: [...QB_KEY, 'home'] as const,
  tree: (subjectId: number) => [...QB_KEY, 'tree', subjectId] as const,
  years: (subjectId?: number) => [...QB_KEY, 'years', subjectId ?? 0] as const,
  report: (exerciseId: number) => [...QB_KEY, 'report', exerciseId] as const,
  review: (exerciseId: number) => [...QB_KEY, 'review', exerciseId] as const,
  records: (filter: object) => [...QB_KEY, 'records', filter] as const,
  totals: [...QB_KEY, 'totals'] as const,
  errorGroups: [...QB_KEY, 'errorGroups'] as const,
  errorEntries: (filter: object) => [...QB_KEY, 'errorEntries', filter] as const,
  favorites: (filter: object) => [...QB_KEY, 'favorites', filter] as const,
  questionView: (questionId: number) => [...QB_KEY, 'questionView', questionId] as const,
  papers: (filter: object) => [...QB_KEY, 'papers', filter] as const,
  paperStatus: (paperId: number) => [...QB_KEY, 'paperStatus', paperId] as const,
  paperPreview: (paperId: number) => [...QB_KEY, 'paperPreview', paperId] as const,
  levels: [...QB_KEY, 'levels'] as const,
  sample: (typeCode: string, childType?: string) =>
    [...QB_KEY, 'sample', typeCode, childType ?? ''] as const,
};
