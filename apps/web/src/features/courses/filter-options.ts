import type { FilterOption } from '../../components/filter-rows/filter-rows';

/**
 * A facet's options: the server's (with its counts) once they arrive, else the known values
 * under their labels, so the filter block has its final shape from the first paint.
 */
export function optionsOf(
  server: readonly FilterOption[] | undefined,
  values: readonly string[],
  labels: Partial<Record<string, string>> = {},
): FilterOption[] {
  if (server && server.length > 0) return [...server];
  return values.map((value) => ({ value, label: labels[value] ?? value }));
}
