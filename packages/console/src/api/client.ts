import type { AnswerData, EndpointName, Envelope, RequestInput } from '@vending/contract';
import type { AxiosAdapter } from 'axios';
import { ResultCode } from '@vending/contract/codes';
import { ApiError, codeOf, interpretEnvelope, POSITIVE_CODE_SUCCESS_CALLS, type DataReader } from './catalogue';
import { createLightTransport, isLightEndpoint } from './light';
import type { HttpAnswer } from './request';
import type { Transport } from './transport';

/** How the client speaks to the user; the console passes the ui's message API. */
export interface ApiNotifier {
  /** An error message, shown for 5 s (docs/SPECIFICATION.md §9). */
  error(text: string): void;
  /** A warning message. */
  warning(text: string): void;
  /** A warning notification with a title (the spec's 警告). */
  notifyWarning(title: string, description: string): void;
}

export interface ApiSession {
  /** The bearer token, or null when there is no session (then no Authorization header is sent). */
  getToken(): string | null;
  /** Clears the session locally and reloads the page (after an expired login). */
  expire(): void;
}

export type ApiWord = 'warningTitle' | 'permissionDenied' | 'loginExpired' | 'contractMismatch' | 'requestFailed';

export interface ApiClientOptions {
  baseURL: string;
  /** Where image uploads go (docs/SPECIFICATION.md §9's upload URL); empty or absent: the contract's path. */
  uploadUrl?: string;
  timeoutMs: number;
  /** Delay between the "login expired" warning and the logout (docs/SPECIFICATION.md §9: 2000 ms). */
  expiryDelayMs: number;
  notifier: ApiNotifier;
  session: ApiSession;
  translate: (word: ApiWord) => string;
  /** The console's language, sent as `Accept-Language` so the server answers in it. */
  getLanguage?: () => string;
  /** Injectable for tests; defaults to the global timer. */
  schedule?: (run: () => void, delayMs: number) => void;
  /** Replaces axios's network (writes, uploads, downloads) in tests. */
  adapter?: AxiosAdapter;
  /** Replaces the network of the calls sent by fetch (the reads and the login) in tests. */
  fetch?: typeof fetch;
}

/** A call ended on purpose (logout, an expired login): it shows nothing and callers ignore it. */
export class CallAbandoned extends Error {
  override readonly name = 'CallAbandoned';
}

export function isCallAbandoned(error: unknown): error is CallAbandoned {
  return error instanceof CallAbandoned;
}

export interface Download {
  blob: Blob;
  /** The server's file name from Content-Disposition. */
  fileName: string;
}

/**
 * A spreadsheet export the server answered with an envelope instead of a file, handed to the
 * page as it is (docs/SPECIFICATION.md §8): code 0 or none, which the page shows (`data.message`),
 * or code 21, whose warning the client has shown already (`announced`).
 */
export interface EnvelopeInsteadOfFile {
  envelope: unknown;
  announced: boolean;
}

export function isDownload(answer: Download | EnvelopeInsteadOfFile): answer is Download {
  return 'blob' in answer;
}

export interface CallOptions {
  signal?: AbortSignal;
  onDownloadProgress?: (loadedBytes: number, totalBytes: number | undefined) => void;
  /**
   * The caller tells the user about every code itself (the login form, the session loader):
   * the call resolves with the envelope whatever its code and the client shows nothing. The
   * expired-login codes still end the session; transport errors are still shown.
   */
  answerAnyCode?: boolean;
  /**
   * A poll in the background (a live page): a network failure is not shown (the page keeps what
   * it shows and polls again), it only rejects.
   */
  background?: boolean;
}

export interface ApiClient {
  /** Calls an endpoint of the contract; resolves with the envelope or rejects per docs/SPECIFICATION.md §8. */
  call<Name extends EndpointName>(
    name: Name,
    input?: RequestInput<Name>,
    options?: CallOptions,
  ): Promise<Envelope<AnswerData<Name>>>;
  /**
   * Calls a file endpoint (the spreadsheet export) and resolves with the file, or with the
   * envelope as it is when that has code 0 or none (§8); other codes reject as for `call`.
   */
  download<Name extends EndpointName>(
    name: Name,
    input?: RequestInput<Name>,
    options?: CallOptions,
  ): Promise<Download | EnvelopeInsteadOfFile>;
  /** Ends every call in flight silently (logout). */
  abortAll(): void;
}

function fileNameFrom(disposition: string | undefined, fallback: string): string {
  if (!disposition) return fallback;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (encoded?.[1]) return decodeURIComponent(encoded[1]);
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1] ?? fallback;
}

/** The console's one HTTP client: every rule of docs/SPECIFICATION.md §7 and §8 in one place. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const { notifier, session, translate } = options;
  const schedule = options.schedule ?? ((run, delayMs) => void setTimeout(run, delayMs));
  let sessionController = new AbortController();
  let expiring = false;
  let transport: Promise<Transport> | null = null;
  const requestOptions = {
    baseURL: options.baseURL,
    timeoutMs: options.timeoutMs,
    getToken: () => session.getToken(),
    ...(options.getLanguage && { getLanguage: options.getLanguage }),
    ...(options.fetch && { fetch: options.fetch }),
  };
  /** The login's transport, without loading the real one (light.ts). */
  const lightTransport = createLightTransport(requestOptions);

  function loadTransport(): Promise<Transport> {
    transport ??= import('./transport').then(
      ({ createTransport }) =>
        createTransport({
          ...requestOptions,
          ...(options.uploadUrl && { uploadUrl: options.uploadUrl }),
          ...(options.adapter && { adapter: options.adapter }),
        }),
      (error: unknown) => {
        // A failed load (offline) is tried again by the next call.
        transport = null;
        throw error;
      },
    );
    return transport;
  }

  /** However many calls expire together: one warning, one logout, one reload. */
  function expireOnce(): never {
    if (!expiring) {
      expiring = true;
      notifier.warning(translate('loginExpired'));
      schedule(() => session.expire(), options.expiryDelayMs);
    }
    throw new CallAbandoned('login expired');
  }

  function settle(
    name: EndpointName,
    body: unknown,
    dataSchema: DataReader | undefined,
    answerAnyCode = false,
  ): unknown {
    if (expiring) throw new CallAbandoned('login expired');
    const outcome = interpretEnvelope(body, dataSchema, {
      anyPositiveCodeSucceeds: POSITIVE_CODE_SUCCESS_CALLS.has(name),
      answerAnyCode,
    });
    switch (outcome.kind) {
      case 'resolve':
        if (outcome.notice === 'permission-denied') {
          notifier.notifyWarning(translate('warningTitle'), translate('permissionDenied'));
        }
        return outcome.envelope;
      case 'expire':
        return expireOnce();
      case 'reject':
        notifier.error(
          outcome.notice === 'contract-mismatch'
            ? translate('contractMismatch')
            : outcome.error.message || translate('requestFailed'),
        );
        throw outcome.error;
    }
  }

  /**
   * The answer, or the envelope an error status carried (the server's own 400, 413, 415 and 429
   * answers are envelopes, judged by their code like any other). The login goes by the light
   * transport, every other call by the transport, loaded on the first.
   */
  async function send(
    name: EndpointName,
    input: unknown,
    { signal: callSignal, onDownloadProgress, background }: CallOptions,
    binary: boolean,
  ): Promise<{ transport: Transport; answer: HttpAnswer } | { transport: Transport; body: unknown }> {
    const signal = AbortSignal.any([sessionController.signal, ...(callSignal ? [callSignal] : [])]);
    const ready = isLightEndpoint(name) && !binary ? lightTransport : await loadTransport();
    const outcome = await ready.send({
      name,
      input,
      signal,
      binary,
      ...(onDownloadProgress && { onDownloadProgress }),
    });
    if (outcome.kind === 'cancelled' || expiring) throw new CallAbandoned('call abandoned');
    if (outcome.kind === 'envelope') return { transport: ready, body: outcome.body };
    if (outcome.kind === 'network') {
      if (!background) notifier.error(outcome.error.message || translate('requestFailed'));
      throw outcome.error;
    }
    return { transport: ready, answer: outcome.answer };
  }

  /**
   * An envelope where a file was expected: as `settle` says, the envelope as it is for code 0,
   * none or 21 (§8; 21 with its warning). Code 1 without a file breaks the contract and rejects.
   */
  function envelopeInsteadOfFile(name: EndpointName, body: unknown): EnvelopeInsteadOfFile {
    if (typeof body !== 'object' || body === null) {
      notifier.error(translate('contractMismatch'));
      throw new ApiError(translate('contractMismatch'), null, body);
    }
    const envelope = settle(name, body, undefined);
    const code = codeOf(envelope);
    if (code === ResultCode.SUCCESS) {
      notifier.error(translate('contractMismatch'));
      throw new ApiError(translate('contractMismatch'), code, envelope);
    }
    return { envelope, announced: code === ResultCode.NO_PERMISSION };
  }

  return {
    async call(name, input, callOptions = {}) {
      const sent = await send(name, input, callOptions, false);
      // A 304: the answer the transport kept (with its ETag) is still current.
      const kept = 'answer' in sent ? sent.transport.kept(sent.answer) : undefined;
      if (kept) {
        if (expiring) throw new CallAbandoned('login expired');
        return kept as Envelope<AnswerData<typeof name>>;
      }
      const body = 'answer' in sent ? sent.answer.data : sent.body;
      const envelope = settle(name, body, sent.transport.dataSchema(name), callOptions.answerAnyCode);
      if ('answer' in sent && codeOf(envelope) === ResultCode.SUCCESS) sent.transport.keep(sent.answer, envelope);
      return envelope as Envelope<AnswerData<typeof name>>;
    },
    async download(name, input, callOptions = {}) {
      const sent = await send(name, input, callOptions, true);
      if ('body' in sent) return envelopeInsteadOfFile(name, sent.body);
      const { answer } = sent;
      const file = answer.data as Blob;
      const type = answer.header('content-type') ?? '';
      // A failure arrives as an envelope even when a file was asked for.
      if (type.includes('application/json')) {
        let body: unknown;
        try {
          body = JSON.parse(await file.text());
        } catch {
          body = null;
        }
        return envelopeInsteadOfFile(name, body);
      }
      return {
        blob: file,
        fileName: fileNameFrom(answer.header('content-disposition'), `${name}.xlsx`),
      };
    },
    abortAll() {
      void transport?.then((ready) => ready.forget());
      sessionController.abort();
      sessionController = new AbortController();
    },
  };
}
