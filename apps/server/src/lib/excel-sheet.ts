import type ExcelJS from 'exceljs';

/**
 * Reading staff's Excel files (question banks, position tables): a header row found by the
 * columns it must name, and each cell as the text a person sees in it.
 */

/** A file whose layout cannot be read; the message says what to fix, in Chinese. */
export class ExcelLayoutError extends Error {}

/** A header name as compared: no spaces or line breaks, which Excel headers often carry. */
export const headerName = (text: string) => text.replace(/\s+/g, '');

/**
 * The header row (among the first `scanRows`) that names every `required` column, and each
 * header's column number; null when no row does.
 */
export function findHeader(
  sheet: ExcelJS.Worksheet,
  required: string[],
  normalise: (name: string) => string = headerName,
  scanRows = 5,
): { row: number; columns: Map<string, number> } | null {
  for (let rowNumber = 1; rowNumber <= Math.min(scanRows, sheet.rowCount); rowNumber++) {
    const columns = new Map<string, number>();
    sheet.getRow(rowNumber).eachCell((cell, column) => {
      const name = normalise(cellText(cell));
      if (name !== '' && !columns.has(name)) columns.set(name, column);
    });
    if (required.every((name) => columns.has(name))) return { row: rowNumber, columns };
  }
  return null;
}

/** A cell as text, whatever Excel stored: numbers, rich text, formulas' results, dates. */
export function cellText(cell: ExcelJS.Cell): string {
  const value = cell.value;
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') {
    if ('richText' in value)
      return value.richText
        .map((part) => part.text)
        .join('')
        .trim();
    if ('result' in value) return String(value.result ?? '').trim();
    if ('text' in value) return String(value.text).trim();
    if (value instanceof Date) return value.toISOString().slice(0, 10);
    return '';
  }
  return String(value).trim();
}
