/**
 * Column layouts of content sections and their widths on a 12-column grid
 * (spec: frame §3 "Column layouts").
 */
export const COLUMN_LAYOUTS = {
  '100': [12],
  '67-33': [8, 4],
  '33-67': [4, 8],
  '50-50': [6, 6],
  '33-33-33': [4, 4, 4],
  '25-50-25': [3, 6, 3],
} as const satisfies Record<string, readonly number[]>;

export type ColumnLayout = keyof typeof COLUMN_LAYOUTS;
export const COLUMN_LAYOUT_NAMES = Object.keys(COLUMN_LAYOUTS) as ColumnLayout[];

export function columnWidths(layout: ColumnLayout): readonly number[] {
  return COLUMN_LAYOUTS[layout];
}

/** CSS classes of a column: its grid span, so themes can restyle without knowing the layout. */
export function columnClasses(layout: ColumnLayout, index: number): string {
  const width = COLUMN_LAYOUTS[layout][index];
  return width === undefined ? '' : `col-${width}`;
}
