// ExcelJS's streaming writer on its own (http/xlsx-download.ts); the class is the one its
// index exports as `stream.xlsx.WorkbookWriter`.
declare module 'exceljs/lib/stream/xlsx/workbook-writer.js' {
  import type { stream } from 'exceljs';

  const WorkbookWriter: typeof stream.xlsx.WorkbookWriter;
  export default WorkbookWriter;
}
