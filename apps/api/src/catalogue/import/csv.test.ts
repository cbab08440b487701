import { describe, expect, it } from 'vitest';
import { CsvSyntaxError, parseCsv, type CsvRecord } from './csv.ts';

const parse = async (chunks: string[]): Promise<CsvRecord[]> => {
  const out: CsvRecord[] = [];
  for await (const record of parseCsv(chunks)) out.push(record);
  return out;
};

describe('parseCsv', () => {
  it('reads fields, quotes, doubled quotes and line breaks inside quotes', async () => {
    const text = '\ufeffa,b,c\r\n1,"two, 2","say ""hi"""\n"multi\r\nline",,x\n\n"",last,\n';
    expect(await parse([text])).toEqual([
      { line: 1, fields: ['a', 'b', 'c'] },
      { line: 2, fields: ['1', 'two, 2', 'say "hi"'] },
      { line: 3, fields: ['multi\nline', '', 'x'] },
      { line: 6, fields: ['', 'last', ''] },
    ]);
  });

  it('gives the same records however the text is cut into chunks', async () => {
    const text = 'p,"q ""x"", y"\r\n"a\nb",c\rlast,"end"';
    const whole = await parse([text]);
    for (let cut = 1; cut < text.length; cut += 1) {
      expect(await parse([text.slice(0, cut), text.slice(cut)])).toEqual(whole);
    }
    expect(whole).toEqual([
      { line: 1, fields: ['p', 'q "x", y'] },
      { line: 2, fields: ['a\nb', 'c'] },
      { line: 4, fields: ['last', 'end'] },
    ]);
  });

  it('reports malformed quoting with its line', async () => {
    await expect(parse(['a,b\nx"y,z\n'])).rejects.toThrow(CsvSyntaxError);
    await expect(parse(['a,b\n"x"y,z\n'])).rejects.toThrow(/line 2/);
    await expect(parse(['a\n"open,\nb\n'])).rejects.toThrow(/line 2: a quoted field is not closed/);
  });
});
