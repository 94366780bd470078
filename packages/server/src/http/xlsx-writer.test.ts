import { spawnSync } from 'node:child_process';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { drained } from './xlsx-download';
import { columnLetters, writeXlsx, type SheetCell } from './xlsx-writer';

async function written(rows: { cells: SheetCell[]; textCells?: boolean[] }[][], columnCount = 4) {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => output.once('end', resolve));
  async function* batches() {
    yield* rows;
  }
  await writeXlsx({
    output,
    sheetName: '表 & <一>',
    columns: Array.from({ length: columnCount }, (_, index) => ({
      header: `列${index}`,
      width: 10 + index,
      ...(index === 1 ? { numberFormat: '0.00' } : {}),
    })),
    rows: batches(),
    drained,
  });
  await ended;
  return Buffer.concat(chunks);
}

describe('the streaming .xlsx writer', () => {
  it('writes a workbook ExcelJS reads back cell for cell', async () => {
    const file = await written([
      [
        { cells: ['王小明', 12.34, '13800000000', null] },
        { cells: ['a & b <c> "d"', 0, '  spaced  ', 'tab\there'], textCells: [false, false, false, false] },
      ],
      [],
      [
        { cells: ['=HYPERLINK("x")', -1.5, '+86139', '😀 emoji'], textCells: [true, false, true, false] },
        { cells: ['ctl\u0001\u001f dropped\uFFFE', 1e21, 'lone \uD800 surrogate', ''] },
      ],
    ]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('表 & <一>')!;
    const values = sheet
      .getSheetValues()
      .slice(1)
      .map((row) => (row as unknown[]).slice(1));
    expect(values).toEqual([
      ['列0', '列1', '列2', '列3'],
      ['王小明', 12.34, '13800000000'],
      ['a & b <c> "d"', 0, '  spaced  ', 'tab\there'],
      ['=HYPERLINK("x")', -1.5, '+86139', '😀 emoji'],
      // An empty text reads back as an empty cell.
      ['ctl dropped', 1e21, 'lone  surrogate'],
    ]);
    expect(sheet.getCell('A4').type).toBe(ExcelJS.ValueType.String);
    expect(sheet.getCell('A4').numFmt).toBe('@');
    expect(sheet.getCell('C4').numFmt).toBe('@');
    expect(sheet.getCell('A2').numFmt).toBeUndefined();
    expect(sheet.getCell('B2').numFmt).toBe('0.00');
    expect(sheet.getColumn(3).width).toBe(12);
    // Every entry's CRC and sizes hold (a zip reader that checks them: Python's zipfile).
    const check = spawnSync(
      'python3',
      ['-c', 'import io,sys,zipfile; print(zipfile.ZipFile(io.BytesIO(sys.stdin.buffer.read())).testzip())'],
      { input: file },
    );
    if (check.status === 0) expect(check.stdout.toString().trim()).toBe('None');
  });

  it('names columns past Z', async () => {
    expect([0, 25, 26, 27, 51, 52, 701, 702].map(columnLetters)).toEqual([
      'A',
      'Z',
      'AA',
      'AB',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
    ]);
    const file = await written([[{ cells: Array.from({ length: 30 }, (_, index) => index) }]], 30);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]!.getCell('AD2').value).toBe(29);
  });
});
