import type { ReactNode } from 'react';
import { LoadingRows, TableRegion } from './data-table';
import { EmptyState } from './empty-state';
import { FormAlert } from './form-field';
import type { IconName } from './icons';
import { Pager } from './pager';
import { useTranslation } from '../i18n/use-translation';
import { errorText } from '../lib/error-text';
import styles from './report-table.module.css';

/** One column of a report: its heading (also each cell's label in the narrow card layout) and cell. */
export interface ReportColumn<Row> {
  label: string;
  /** Figures: right-aligned, tabular. */
  numeric?: boolean;
  /** Dates and times: never wrapped. */
  nowrap?: boolean;
  cell: (row: Row) => ReactNode;
}

const cellClass = (column: ReportColumn<never>) =>
  [column.numeric ? styles.num : '', column.nowrap ? styles.nowrap : ''].filter(Boolean).join(' ') ||
  undefined;

/**
 * A report's rows as a table named `label` (scrollable, keyboard-focusable, cards when narrow), with
 * the pager of its pages under it; `empty` says what shows when there are none.
 */
export const ReportTable = <Row,>({
  label,
  columns,
  rows,
  rowKey,
  page,
  empty,
}: {
  label: string;
  columns: readonly ReportColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** Its pages; none for a list that is whole. */
  page?: { pageNum: number; totalPages: number; onChange: (pageNum: number) => void };
  empty: { title: string; text: string; icon: IconName };
}) =>
  rows.length === 0 ? (
    <EmptyState title={empty.title} text={empty.text} icon={empty.icon} headingLevel={3} />
  ) : (
    <>
      <TableRegion label={label}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={column.numeric ? styles.num : undefined}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.label} data-label={column.label} className={cellClass(column)}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </TableRegion>
      {page ? (
        <Pager pageNum={page.pageNum} totalPages={page.totalPages} onChange={page.onChange} label={label} />
      ) : null}
    </>
  );

/** A report query's answer: loading rows while it is on its way, the translated error if it failed. */
export const ReportResult = <T,>({
  query,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; data: T | undefined };
  children: (data: T) => ReactNode;
}) => {
  const { t } = useTranslation();
  if (query.isPending) return <LoadingRows rows={5} />;
  if (query.isError || query.data === undefined) return <FormAlert>{errorText(t, query.error)}</FormAlert>;
  return children(query.data);
};
