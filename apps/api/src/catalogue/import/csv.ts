import { createReadStream } from 'node:fs';

/** One CSV record and the file line it starts on (1 = the first line). */
export interface CsvRecord {
  line: number;
  fields: string[];
}

export class CsvSyntaxError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(`line ${line}: ${message}`);
    this.name = 'CsvSyntaxError';
  }
}

const enum State {
  /** At the start of a field. */
  Start,
  Unquoted,
  Quoted,
  /** A quote inside a quoted field: the next character says whether it was doubled. */
  QuoteSeen,
}

/**
 * RFC 4180 CSV: comma-separated, fields optionally in double quotes (a quote inside is doubled),
 * quoted fields may hold commas and line breaks (kept as "\n"); CRLF, LF or CR line ends; a UTF-8 BOM
 * is skipped; blank lines are skipped. Streams chunk by chunk, so a file of a million rows is never
 * held in memory.
 */
export async function* parseCsv(
  chunks: AsyncIterable<string> | Iterable<string>,
): AsyncGenerator<CsvRecord> {
  let state = State.Start;
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let first = true;
  let afterCr = false;

  const finish = (): CsvRecord | undefined => {
    fields.push(field);
    const record =
      fields.length === 1 && fields[0] === '' && state === State.Start
        ? undefined
        : { line: recordLine, fields };
    fields = [];
    field = '';
    state = State.Start;
    return record;
  };

  for await (let text of chunks) {
    if (first) {
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      first = false;
    }
    for (const char of text) {
      if (afterCr) {
        afterCr = false;
        if (char === '\n') continue;
      }
      const newline = char === '\n' || char === '\r';
      if (newline) {
        afterCr = char === '\r';
      }
      switch (state) {
        case State.Quoted:
          if (char === '"') state = State.QuoteSeen;
          else {
            field += newline ? '\n' : char;
            if (newline) line += 1;
          }
          continue;
        case State.QuoteSeen:
          if (char === '"') {
            field += '"';
            state = State.Quoted;
            continue;
          }
          if (char !== ',' && !newline)
            throw new CsvSyntaxError(line, 'text after a closing quote');
          break;
        case State.Unquoted:
          if (char === '"') {
            throw new CsvSyntaxError(
              line,
              'a quote inside an unquoted field (quote the whole field)',
            );
          }
          break;
        case State.Start:
          if (char === '"') {
            state = State.Quoted;
            continue;
          }
          break;
      }
      if (char === ',') {
        fields.push(field);
        field = '';
        state = State.Start;
      } else if (newline) {
        // A blank line leaves the state at Start with nothing read: finish() skips it.
        const quotedEmpty = state === State.QuoteSeen;
        if (quotedEmpty) state = State.Unquoted;
        const record = finish();
        if (record) yield record;
        line += 1;
        recordLine = line;
      } else {
        field += char;
        state = State.Unquoted;
      }
    }
  }
  if (state === State.Quoted) throw new CsvSyntaxError(recordLine, 'a quoted field is not closed');
  if (state !== State.Start || field !== '' || fields.length > 0) {
    if (state === State.QuoteSeen) state = State.Unquoted;
    const record = finish();
    if (record) yield record;
  }
}

/** The UTF-8 text chunks of a file. */
export async function* fileChunks(path: string): AsyncGenerator<string> {
  const stream = createReadStream(path, { encoding: 'utf8', highWaterMark: 1 << 20 });
  for await (const chunk of stream) yield chunk as string;
}
