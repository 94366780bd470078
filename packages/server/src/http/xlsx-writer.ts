import type { Writable } from 'node:stream';
import zlib from 'node:zlib';

/*
 * A one-sheet .xlsx written as a stream: the package's small parts first, then the sheet's
 * rows deflated as they come, then the zip's central directory. It writes what a download
 * needs and no more: text as inline strings, numbers, a number format per column, the Text
 * format (`@`) on chosen cells, column widths. ExcelJS's streaming writer built a row object,
 * its cells and their styles for every row: 100,000 rows took it about 3 s of the export's
 * time, where this takes a few hundred milliseconds (docs/BENCHMARKS.md).
 *
 * The zip: entries stored with their sizes and CRC in the local header, except the sheet,
 * whose sizes follow its data (a data descriptor, bit 3). No zip64: a sheet of EXPORT_MAX_ROWS
 * rows stays far below 4 GiB.
 */

export interface SheetColumn {
  header: string;
  /** In characters. */
  width: number;
  numberFormat?: string;
}

/** A cell: text, a number, or nothing; `text` true gives a text cell the Text format. */
export type SheetCell = string | number | null;

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const OFFICE_RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
/** Excel's Text number format, and the first id free for custom formats. */
const TEXT_FORMAT = '@';
const FIRST_CUSTOM_FORMAT_ID = 164;

/** Characters XML 1.0 does not allow (control characters but tab, LF, CR; U+FFFE, U+FFFF), and lone surrogates. */
const NOT_XML = /[^\t\n\r\u0020-\uFFFD]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const XML_SPECIAL = /[&<>"]/g;
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** Text as XML character data; characters XML cannot hold are dropped (as ExcelJS's writer did). */
export function xmlText(text: string): string {
  return text.replace(NOT_XML, '').replace(XML_SPECIAL, (character) => ENTITIES[character] ?? character);
}

/** A column's letters: 0 → A, 25 → Z, 26 → AA. */
export function columnLetters(index: number): string {
  let letters = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  }
  return letters;
}

function dosDateTime(date: Date): { time: number; date: number } {
  return {
    time: (date.getHours() << 11) | (date.getMinutes() << 5) | Math.floor(date.getSeconds() / 2),
    date: ((date.getFullYear() - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
  };
}

interface ZipEntry {
  name: Buffer;
  crc: number;
  compressedSize: number;
  size: number;
  offset: number;
  flags: number;
}

/** Bit 3: sizes and CRC in a data descriptor after the data; bit 11: the name is UTF-8. */
const DESCRIPTOR_FLAG = 0x0008;
const UTF8_FLAG = 0x0800;
const DEFLATE = 8;

/**
 * Writes the sheet to `output`. `rows` gives each batch's cells; after each batch the writer
 * waits for `drained` (the client took what was written) before asking for the next.
 */
export async function writeXlsx({
  output,
  sheetName,
  columns,
  rows,
  drained,
  now = new Date(),
}: {
  output: Writable;
  sheetName: string;
  columns: SheetColumn[];
  /** Batches of rows, each row its cells and which of them get the Text format. */
  rows: AsyncIterable<{ cells: SheetCell[]; textCells?: boolean[] }[]>;
  drained: (stream: Writable) => Promise<void>;
  now?: Date;
}): Promise<void> {
  const stamp = dosDateTime(now);
  const entries: ZipEntry[] = [];
  let offset = 0;
  const write = (chunk: Buffer) => {
    output.write(chunk);
    offset += chunk.length;
  };

  const localHeader = (name: Buffer, flags: number, crc: number, compressedSize: number, size: number) => {
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(flags, 6);
    header.writeUInt16LE(DEFLATE, 8);
    header.writeUInt16LE(stamp.time, 10);
    header.writeUInt16LE(stamp.date, 12);
    header.writeUInt32LE(crc, 14);
    header.writeUInt32LE(compressedSize, 18);
    header.writeUInt32LE(size, 22);
    header.writeUInt16LE(name.length, 26);
    header.writeUInt16LE(0, 28);
    return Buffer.concat([header, name]);
  };

  const addWhole = (fileName: string, content: string) => {
    const name = Buffer.from(fileName, 'utf8');
    const data = Buffer.from(content, 'utf8');
    const compressed = zlib.deflateRawSync(data);
    const entry = {
      name,
      crc: zlib.crc32(data),
      compressedSize: compressed.length,
      size: data.length,
      offset,
      flags: UTF8_FLAG,
    };
    write(localHeader(name, entry.flags, entry.crc, entry.compressedSize, entry.size));
    write(compressed);
    entries.push(entry);
  };

  // Styles: 0 the default, then one per number format the columns use, then Text.
  const formats = [...new Set(columns.flatMap((column) => (column.numberFormat ? [column.numberFormat] : [])))];
  formats.push(TEXT_FORMAT);
  const styleOf = (format: string) => formats.indexOf(format) + 1;
  const textStyle = styleOf(TEXT_FORMAT);
  const columnStyles = columns.map((column) => (column.numberFormat ? styleOf(column.numberFormat) : 0));

  addWhole(
    '[Content_Types].xml',
    `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
      '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
      '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
      '</Types>',
  );
  addWhole(
    '_rels/.rels',
    `${XML_HEAD}<Relationships xmlns="${RELATIONSHIPS}">` +
      `<Relationship Id="rId1" Type="${OFFICE_RELATIONSHIPS}/officeDocument" Target="xl/workbook.xml"/>` +
      '</Relationships>',
  );
  addWhole(
    'xl/workbook.xml',
    `${XML_HEAD}<workbook xmlns="${MAIN}" xmlns:r="${OFFICE_RELATIONSHIPS}"><sheets>` +
      `<sheet name="${xmlText(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  );
  addWhole(
    'xl/_rels/workbook.xml.rels',
    `${XML_HEAD}<Relationships xmlns="${RELATIONSHIPS}">` +
      `<Relationship Id="rId1" Type="${OFFICE_RELATIONSHIPS}/worksheet" Target="worksheets/sheet1.xml"/>` +
      `<Relationship Id="rId2" Type="${OFFICE_RELATIONSHIPS}/styles" Target="styles.xml"/>` +
      '</Relationships>',
  );
  addWhole(
    'xl/styles.xml',
    `${XML_HEAD}<styleSheet xmlns="${MAIN}">` +
      `<numFmts count="${formats.length}">${formats
        .map(
          (format, index) => `<numFmt numFmtId="${FIRST_CUSTOM_FORMAT_ID + index}" formatCode="${xmlText(format)}"/>`,
        )
        .join('')}</numFmts>` +
      '<fonts count="1"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>' +
      '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
      '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
      '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
      `<cellXfs count="${formats.length + 1}"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>${formats
        .map(
          (_, index) =>
            `<xf numFmtId="${FIRST_CUSTOM_FORMAT_ID + index}" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>`,
        )
        .join('')}</cellXfs>` +
      '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
      '</styleSheet>',
  );

  // The sheet, deflated as it is written.
  const name = Buffer.from('xl/worksheets/sheet1.xml', 'utf8');
  const sheet: ZipEntry = { name, crc: 0, compressedSize: 0, size: 0, offset, flags: DESCRIPTOR_FLAG | UTF8_FLAG };
  write(localHeader(name, sheet.flags, 0, 0, 0));
  const deflate = zlib.createDeflateRaw();
  deflate.on('data', (chunk: Buffer) => {
    sheet.compressedSize += chunk.length;
    write(chunk);
  });
  const deflated = new Promise<void>((resolve, reject) => deflate.once('end', resolve).once('error', reject));
  const sheetWrite = (text: string) => {
    const data = Buffer.from(text, 'utf8');
    sheet.crc = zlib.crc32(data, sheet.crc);
    sheet.size += data.length;
    deflate.write(data);
  };

  const letters = columns.map((_, index) => columnLetters(index));
  const cellXml = (cell: SheetCell, reference: string, style: number): string => {
    const styled = style > 0 ? ` s="${style}"` : '';
    if (cell === null) return style > 0 ? `<c r="${reference}"${styled}/>` : '';
    if (typeof cell === 'number') {
      return Number.isFinite(cell)
        ? `<c r="${reference}"${styled}><v>${cell}</v></c>`
        : `<c r="${reference}"${styled}/>`;
    }
    const space = /^\s|\s$/.test(cell) ? ' xml:space="preserve"' : '';
    return `<c r="${reference}"${styled} t="inlineStr"><is><t${space}>${xmlText(cell)}</t></is></c>`;
  };

  sheetWrite(
    `${XML_HEAD}<worksheet xmlns="${MAIN}" xmlns:r="${OFFICE_RELATIONSHIPS}"><cols>${columns
      .map(
        (column, index) =>
          `<col min="${index + 1}" max="${index + 1}" width="${column.width}" customWidth="1"${(columnStyles[index] ?? 0) > 0 ? ` style="${columnStyles[index]}"` : ''}/>`,
      )
      .join('')}</cols><sheetData>` +
      `<row r="1">${columns.map((column, index) => cellXml(column.header, `${letters[index]}1`, columnStyles[index] ?? 0)).join('')}</row>`,
  );
  let rowNumber = 1;
  for await (const batch of rows) {
    let xml = '';
    for (const { cells, textCells } of batch) {
      rowNumber += 1;
      xml += `<row r="${rowNumber}">`;
      for (let index = 0; index < columns.length; index += 1) {
        const style = textCells?.[index] ? textStyle : (columnStyles[index] ?? 0);
        xml += cellXml(cells[index] ?? null, `${letters[index]}${rowNumber}`, style);
      }
      xml += '</row>';
    }
    sheetWrite(xml);
    await drained(deflate);
    await drained(output);
  }
  sheetWrite('</sheetData></worksheet>');
  deflate.end();
  await deflated;
  const descriptor = Buffer.alloc(16);
  descriptor.writeUInt32LE(0x08074b50, 0);
  descriptor.writeUInt32LE(sheet.crc, 4);
  descriptor.writeUInt32LE(sheet.compressedSize, 8);
  descriptor.writeUInt32LE(sheet.size, 12);
  write(descriptor);
  entries.push(sheet);

  // The central directory and its end record.
  const directoryOffset = offset;
  for (const entry of entries) {
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(20, 6);
    header.writeUInt16LE(entry.flags, 8);
    header.writeUInt16LE(DEFLATE, 10);
    header.writeUInt16LE(stamp.time, 12);
    header.writeUInt16LE(stamp.date, 14);
    header.writeUInt32LE(entry.crc, 16);
    header.writeUInt32LE(entry.compressedSize, 20);
    header.writeUInt32LE(entry.size, 24);
    header.writeUInt16LE(entry.name.length, 28);
    header.writeUInt32LE(entry.offset, 42);
    write(Buffer.concat([header, entry.name]));
  }
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(offset - directoryOffset, 12);
  end.writeUInt32LE(directoryOffset, 16);
  write(end);
  output.end();
}
