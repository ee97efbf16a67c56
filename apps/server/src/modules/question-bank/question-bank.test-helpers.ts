/**
 * Every question object anywhere in a response, with its id: used to prove a key or analysis
 * of a given question was not sent.
 */
export function questionObjects(value: unknown, found: Array<Record<string, unknown>> = []) {
  if (Array.isArray(value)) {
    for (const item of value) questionObjects(item, found);
  } else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if ('questionTypeCode' in record && 'id' in record) found.push(record);
    for (const item of Object.values(record)) questionObjects(item, found);
  }
  return found;
}

/** True when the response carries the key or an analysis of the question. */
export function leaksKeyOf(value: unknown, questionId: number): boolean {
  return questionObjects(value).some(
    (question) =>
      question.id === questionId &&
      ('answer' in question || 'answerList' in question || 'analysisList' in question),
  );
}
