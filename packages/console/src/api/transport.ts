import type { AxiosAdapter } from 'axios';
import type { EndpointName } from '@vending/contract';
import { answerSchema, hasOwnReader } from './answers';
import type { DataReader } from './catalogue';
import { buildRequest, exchange, fetchSender, type HttpAnswer, type Outcome, type Sender } from './request';
import { prepareRoute } from './routes';

/*
 * The part of the HTTP client a session loads on its first call: the route table, the answers'
 * readers and the kept answers (ETags). The login form renders without it. It sends the calls
 * that only read (GET, an envelope answered) by fetch, and loads axios (axiosSender.ts) on the
 * first call of any other kind: a page that only reads as it opens loads no axios.
 */

interface TransportOptions {
  baseURL: string;
  /** Where image uploads go (docs/SPECIFICATION.md §9's upload URL); empty or absent: the contract's path. */
  uploadUrl?: string;
  timeoutMs: number;
  getToken: () => string | null;
  /** The console's language, for the server's messages. */
  getLanguage?: () => string;
  /** Replaces axios's network in tests. */
  adapter?: AxiosAdapter;
  /** Replaces the reads' network in tests. */
  fetch?: typeof fetch;
}

interface TransportRequest {
  name: EndpointName;
  input: unknown;
  signal: AbortSignal;
  binary: boolean;
  onDownloadProgress?: (loadedBytes: number, totalBytes: number | undefined) => void;
}

export interface Transport {
  /** Sends a call and says what came of it (request.ts's `exchange`). */
  send(request: TransportRequest): Promise<Outcome>;
  /** The answer kept for this answer's call, when the server said 304: it is still current. */
  kept(answer: HttpAnswer): unknown;
  /** Keeps a successful answer that came with an ETag, for the same call to ask whether it changed. */
  keep(answer: HttpAnswer, envelope: unknown): void;
  /** Forgets every kept answer (the session ended). */
  forget(): void;
  /** Schema of `data` in a successful answer; undefined for file answers. */
  dataSchema(name: EndpointName): DataReader | undefined;
}

/** How many answers (with their ETags) a transport keeps to ask the server whether they changed. */
const REMEMBERED_ANSWERS = 32;

export function createTransport(options: TransportOptions): Transport {
  /**
   * The last successful answers that came with an ETag (the server's GETs), by call and input:
   * the same call again sends If-None-Match, and a 304 answers with the kept one (the same
   * object, so a polling page draws nothing again) while nothing changed. The oldest goes first.
   */
  const remembered = new Map<string, { etag: string; envelope: unknown }>();
  const keys = new WeakMap<HttpAnswer, string>();
  const keyOf = (name: EndpointName, input: unknown) => `${name}:${JSON.stringify(input ?? {})}`;
  const reads = fetchSender(options.fetch);
  let axiosWay: Promise<Sender> | null = null;
  /**
   * axios, loaded on the first call that is not a read. A failed load (offline) is what a
   * request without an answer is, and the next call tries again.
   */
  const writes: Sender = async (request, sending) => {
    axiosWay ??= import('./axiosSender').then(({ axiosSender }) => axiosSender(options.adapter));
    let send: Sender;
    try {
      send = await axiosWay;
    } catch {
      axiosWay = null;
      throw new Error('Network Error');
    }
    return send(request, sending);
  };
  return {
    async send({ name, input, signal, binary, onDownloadProgress }) {
      const key = keyOf(name, input);
      const ifNoneMatch = binary ? undefined : remembered.get(key)?.etag;
      // The route without the contract's schemas; the contract only for an answer without a reader.
      const route = await prepareRoute(name, !binary && !hasOwnReader(name));
      const target = route.upload === 'image' && options.uploadUrl ? options.uploadUrl : undefined;
      const request = buildRequest(route, input, options, target);
      // 304: the answer kept is still current.
      if (ifNoneMatch) request.headers['If-None-Match'] = ifNoneMatch;
      const send = route.method === 'GET' && !binary ? reads : writes;
      const outcome = await exchange(send, request, {
        signal,
        binary,
        timeoutMs: options.timeoutMs,
        conditional: ifNoneMatch !== undefined,
        ...(onDownloadProgress && { onDownloadProgress }),
      });
      if (outcome.kind === 'answer') keys.set(outcome.answer, key);
      return outcome;
    },
    kept(answer) {
      const key = keys.get(answer);
      return answer.status === 304 && key !== undefined ? remembered.get(key)?.envelope : undefined;
    },
    keep(answer, envelope) {
      const key = keys.get(answer);
      const etag = answer.header('etag');
      if (key === undefined) return;
      remembered.delete(key);
      if (etag === undefined) return;
      remembered.set(key, { etag, envelope });
      const oldest = remembered.size > REMEMBERED_ANSWERS ? remembered.keys().next().value : undefined;
      if (oldest !== undefined) remembered.delete(oldest);
    },
    forget() {
      remembered.clear();
    },
    dataSchema: answerSchema,
  };
}
