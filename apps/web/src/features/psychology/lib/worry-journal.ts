/**
 * Worry time (担忧时间): a worry that comes up while studying is written down in a few words and
 * left for a fixed quarter of an hour later in the day; then each is looked at once — is there
 * something I can do? write the next step; if not, let it go. Kept on this device only, per
 * person (see private-notes).
 */
import { readNotes, writeNotes } from './private-notes';

export type WorryStatus = 'open' | 'action' | 'letGo';

export interface Worry {
  id: string;
  text: string;
  createdAt: string;
  status: WorryStatus;
  /** The next step, for status 'action'. */
  action: string;
}

export interface WorryJournal {
  /** HH:MM, the daily worry time. */
  time: string;
  worries: Worry[];
}

export const WORRY_MINUTES = 15;
export const WORRY_MAX_CHARS = 100;
const KEY = 'psyWorryJournal';
const DEFAULT_TIME = '19:30';

export function loadJournal(userId: number): WorryJournal {
  try {
    const saved = readNotes(KEY, userId) as Partial<WorryJournal> | null;
    if (saved && Array.isArray(saved.worries)) {
      return {
        time:
          typeof saved.time === 'string' && /^\d{2}:\d{2}$/.test(saved.time)
            ? saved.time
            : DEFAULT_TIME,
        worries: saved.worries.filter(
          (worry): worry is Worry =>
            typeof worry?.id === 'string' && typeof worry.text === 'string',
        ),
      };
    }
  } catch {
    /* storage unavailable or spoilt: start afresh */
  }
  return { time: DEFAULT_TIME, worries: [] };
}

export function saveJournal(userId: number, journal: WorryJournal): void {
  writeNotes(KEY, userId, journal);
}

let seq = 0;

export function addWorry(journal: WorryJournal, text: string, now = new Date()): WorryJournal {
  const trimmed = text.trim().slice(0, WORRY_MAX_CHARS);
  if (!trimmed) return journal;
  const worry: Worry = {
    id: `${now.getTime().toString(36)}-${(seq += 1)}`,
    text: trimmed,
    createdAt: now.toISOString(),
    status: 'open',
    action: '',
  };
  return { ...journal, worries: [worry, ...journal.worries] };
}

export function updateWorry(
  journal: WorryJournal,
  id: string,
  change: Partial<Pick<Worry, 'status' | 'action'>>,
): WorryJournal {
  return {
    ...journal,
    worries: journal.worries.map((worry) => (worry.id === id ? { ...worry, ...change } : worry)),
  };
}

export function removeWorry(journal: WorryJournal, id: string): WorryJournal {
  return { ...journal, worries: journal.worries.filter((worry) => worry.id !== id) };
}
