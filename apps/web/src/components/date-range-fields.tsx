import { TextField } from './form-field';

/**
 * A "from / to" pair of date inputs (record filters): each bounds the other, so the browser's picker
 * never offers an end before the start. Values are `YYYY-MM-DD` or ''.
 */
export const DateRangeFields = ({
  labels,
  from,
  to,
  onFrom,
  onTo,
}: {
  labels: { from: string; to: string };
  from: string;
  to: string;
  onFrom: (value: string) => void;
  onTo: (value: string) => void;
}) => (
  <>
    <TextField
      label={labels.from}
      type="date"
      value={from}
      max={to || undefined}
      onChange={(event) => onFrom(event.target.value)}
    />
    <TextField
      label={labels.to}
      type="date"
      value={to}
      min={from || undefined}
      onChange={(event) => onTo(event.target.value)}
    />
  </>
);
