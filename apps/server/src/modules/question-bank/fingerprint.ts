import { createHash } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { parseOptions } from './question-payload.ts';
import { findChildren, findMaterials, type QuestionRow } from './question.repository.ts';

/**
 * What a question says, reduced to a digest: its type, stem, options, materials and
 * sub-questions, with markup, spacing and full-width forms normalised away. Two questions with
 * the same digest say the same thing, so an import recognises what the bank already holds
 * however it was typed. Pictures count by their content: two 如图所示 stems with different
 * figures differ.
 */
export interface FingerprintSource {
  typeCode: string;
  /** Sanitized HTML, as stored. */
  context: string;
  options: string[];
  materials: string[];
  children: FingerprintSource[];
}

export function questionFingerprint(source: FingerprintSource): string {
  return createHash('sha256').update(fingerprintText(source)).digest('hex');
}

function fingerprintText(source: FingerprintSource): string {
  return [
    source.typeCode,
    normalise(source.context),
    source.options.map(normalise).join('\u0001'),
    source.materials.map(normalise).join('\u0001'),
    source.children.map(fingerprintText).join('\u0002'),
  ].join('\u0003');
}

const ENTITIES: Record<string, string> = {
  nbsp: ' ',
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};

function normalise(html: string): string {
  return html
    .replace(
      /<img\b[^>]*?\bsrc="([^"]*)"[^>]*>/gi,
      (_, src: string) => ` img:${createHash('sha1').update(src).digest('hex')} `,
    )
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith('#')) {
        const code =
          name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
        return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .normalize('NFKC')
    .replace(/\s+/g, '')
    .toLowerCase();
}

function optionContents(row: QuestionRow): string[] {
  return parseOptions(row.options).map((option) => option.content);
}

const BATCH = 500;

/**
 * Gives every top-level question of the subject written before fingerprints existed its
 * digest; afterwards the bank writer stores one with each question, so this finds nothing.
 */
export async function ensureFingerprints(db: Db, subjectId: number): Promise<void> {
  for (;;) {
    const rows = await db
      .selectFrom('qb_question')
      .selectAll()
      .where('subject_id', '=', subjectId)
      .where('parent_id', 'is', null)
      .where('fingerprint', 'is', null)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (rows.length === 0) return;
    const composites = rows.filter((row) => row.type_code === 'composite').map((row) => row.id);
    const children = await findChildren(db, composites);
    const materials = await findMaterials(db, composites);
    for (const row of rows) {
      const fingerprint = questionFingerprint({
        typeCode: row.type_code,
        context: row.context,
        options: optionContents(row),
        materials: materials.get(row.id) ?? [],
        children: children
          .filter((child) => child.parent_id === row.id)
          .map((child) => ({
            typeCode: child.type_code,
            context: child.context,
            options: optionContents(child),
            materials: [],
            children: [],
          })),
      });
      await db.updateTable('qb_question').set({ fingerprint }).where('id', '=', row.id).execute();
    }
  }
}
