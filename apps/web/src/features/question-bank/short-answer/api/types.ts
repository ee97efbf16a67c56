/**
 * Shapes of the short-answer (申论) endpoints of the learning API, field names as the server
 * sends them (wordsNum, checkAnswerUrl, userScore, score, checkNote).
 */
import type { Analysis } from '../../api/types';

export type ShortAnswerStatus = 'new' | 'draft' | 'submitted' | 'graded';

export interface ShortAnswerListQuestion {
  id: number;
  /** 1-based number inside its item. */
  index: number;
  title: string;
  wordsNum: number | null;
  score: number;
  status: ShortAnswerStatus;
  userScore: number | null;
  locked?: boolean;
}

export interface ShortAnswerListItem {
  /** The material question (kind 'material') or the standalone question. */
  id: number;
  kind: 'material' | 'single';
  title: string;
  locked?: boolean;
  questions: ShortAnswerListQuestion[];
}

export interface ShortAnswerList {
  title: string;
  items: ShortAnswerListItem[];
}

export interface ShortAnswerQuestion {
  id: number;
  questionTypeCode: 'short_answer';
  context: string;
  materialContext: Array<{ content: string }>;
  wordsNum: number | null;
  score: number;
  parentId: number | null;
  siblings: number[];
  checkAnswerUrl: Array<{ url: string }>;
  /** The reference answer: only once answer display is allowed (after submitting). */
  answer: string | null;
  analysisList: Analysis[];
}

export interface SavedShortAnswer {
  answer: string;
  /** Canonical addresses, what the answer stores. */
  url: string[];
  /** Signed read addresses of the same pictures, in the same order. */
  previewUrl: string[];
  status: Exclude<ShortAnswerStatus, 'new'>;
  savedAt: string | null;
  submittedAt: string | null;
  userScore: number | null;
  score: number;
  checkNote: string;
  gradedAt: string | null;
}

export interface ShortAnswerView {
  question: ShortAnswerQuestion;
  answer: SavedShortAnswer | null;
  showAnswer: boolean;
  showGrading: boolean;
}

/** The short-answer payload: text plus at most 8 picture addresses. */
export interface ShortAnswerPayload {
  id: number;
  answer: string;
  url: string[];
  /** Rising per page: the server ignores a save older than the one it has. */
  rev?: number;
}

export interface UploadCredentials {
  accessKeyId: string;
  accessKeySecret: string;
  bucket: string;
  regionId: string;
  securityToken: string;
  expiration: string;
  dir: string;
  maxBytes: number;
  accept: string[];
  provider: 'local' | 's3';
}

export interface PresignedUpload {
  uploadUrl: string;
  method: 'PUT';
  headers: Record<string, string>;
  key: string;
  url: string;
}
