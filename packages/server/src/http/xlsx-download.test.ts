import type { Readable, Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { streamXlsx, type XlsxColumn } from './xlsx-download';

/** Just what streamXlsx uses of a reply: the headers, the stream it sends, the log. */
function fakeReply() {
  const sent: { stream?: Readable; errors: unknown[] } = { errors: [] };
  const reply = {
    header: () => reply,
    send: (stream: Readable) => {
      sent.stream = stream;
      return reply;
    },
    log: { error: (error: unknown) => sent.errors.push(error) },
  };
  return { reply: reply as unknown as FastifyReply, sent };
}

type Row = { id: number; text: string };
const columns: XlsxColumn<Row>[] = [
  { header: 'id', width: 8, value: (row) => row.id },
  { header: 'amount', width: 8, numberFormat: '0.00', value: (row) => row.id / 100 },
  { header: 'text', width: 12, value: (row) => row.text },
];
const BATCH = 500;
const batchOf = (index: number): Row[] =>
  Array.from({ length: BATCH }, (_, offset) => {
    const id = index * BATCH + offset + 1;
    return { id, text: id % 7 === 0 ? `=cmd${id}` : `row ${id}` };
  });

/** A reader of `count` batches that notes how many were asked for, and whether it was stopped. */
function batches(count: number, failAt?: number) {
  const state = { asked: 0, finished: false };
  async function* read() {
    try {
      for (let index = 0; index < count; index += 1) {
        state.asked += 1;
        await new Promise((resolve) => setImmediate(resolve));
        if (index === failAt) throw new Error('the database went away');
        yield batchOf(index);
      }
    } finally {
      state.finished = true;
    }
  }
  return { state, batches: read() };
}

const download = (reply: FastifyReply, rows: AsyncIterable<Row[]>) =>
  streamXlsx({ reply, sheetName: 'sheet', fileName: { ascii: 'a.xlsx', utf8: 'a.xlsx' }, columns, batches: rows });

/** The stream streamXlsx sends, once it has sent it (after loading ExcelJS: file reads, so polled). */
async function sentStream(sent: { stream?: Readable }): Promise<Readable> {
  await vi.waitFor(() => expect(sent.stream).toBeDefined(), { timeout: 60_000, interval: 10 });
  return sent.stream!;
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Resolves once the writer waits for a reader: the stream's buffer is full and no batch has been
 * asked for during 50 turns of the event loop (each batch takes a turn), counted in turns, not
 * time, so a busy machine changes nothing. A writer that ignored the full buffer would go on.
 */
async function writerWaiting(stream: Readable, state: { asked: number }) {
  await vi.waitFor(() => expect((stream as unknown as Writable).writableNeedDrain).toBe(true), {
    timeout: 60_000,
    interval: 5,
  });
  for (let quiet = 0, asked = state.asked; quiet < 50; quiet += 1) {
    await nextTurn();
    if (state.asked !== asked) [quiet, asked] = [0, state.asked];
  }
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('streamXlsx', () => {
  it('writes every row with its column formats, formula-like text as Text, reading at most one batch ahead', async () => {
    const { reply, sent } = fakeReply();
    const source = batches(40);
    const done = download(reply, source.batches);
    // Nobody reads: the stream fills, and the batches stop being asked for.
    const stream = await sentStream(sent);
    await writerWaiting(stream, source.state);
    expect(source.state.asked).toBeLessThan(40);
    const [file] = await Promise.all([readAll(stream), done]);
    expect(source.state.asked).toBe(40);
    expect(sent.errors).toEqual([]);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('sheet')!;
    expect(sheet.rowCount).toBe(40 * BATCH + 1);
    for (const id of [1, 7, 14, 500, 19_999, 20_000]) {
      const row = sheet.getRow(id + 1);
      expect(row.getCell(1).value).toBe(id);
      expect(row.getCell(2).value).toBe(id / 100);
      expect(row.getCell(2).numFmt).toBe('0.00');
      const text = id % 7 === 0 ? `=cmd${id}` : `row ${id}`;
      expect(row.getCell(3).value).toBe(text);
      expect(row.getCell(3).numFmt).toBe(id % 7 === 0 ? '@' : undefined);
    }
  });

  it('cuts the download when a batch fails, and stops the reader', async () => {
    const { reply, sent } = fakeReply();
    const source = batches(40, 3);
    const done = download(reply, source.batches);
    await expect(readAll(await sentStream(sent))).rejects.toThrow('the database went away');
    await done;
    expect(sent.errors).toHaveLength(1);
    expect(source.state.asked).toBe(4);
    expect(source.state.finished).toBe(true);
  });

  it('stops reading batches when the client leaves', async () => {
    const { reply, sent } = fakeReply();
    const source = batches(40);
    const done = download(reply, source.batches);
    // The client takes a little, then goes.
    const stream = await sentStream(sent);
    await new Promise((resolve) => stream.once('data', resolve));
    stream.destroy();
    await done;
    await expect.poll(() => source.state.finished).toBe(true);
    expect(source.state.asked).toBeLessThan(40);
  });
});
