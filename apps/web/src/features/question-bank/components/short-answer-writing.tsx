import { createContext, useContext, type ReactNode } from 'react';

const Writing = createContext(false);

/**
 * Whether short answers (申论) are written where they are shown. Practice sends them to their
 * own page, which takes pictures and sends them for grading; a contest's 申论 stage is sat on
 * the exam screen, on its clock, and handed in with the rest.
 */
export function ShortAnswerWriting({ value, children }: { value: boolean; children: ReactNode }) {
  return <Writing value={value}>{children}</Writing>;
}

export function useShortAnswerWriting(): boolean {
  return useContext(Writing);
}
