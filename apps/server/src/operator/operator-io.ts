/** Where an operator command writes: its lines for the operator, and its errors. */
export interface OperatorIo {
  out: (line: string) => void;
  err: (line: string) => void;
}
