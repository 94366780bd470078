import type { z } from 'zod';
import type { EndpointMenu } from './menu';
import type { UploadKind } from './uploadKinds';
import { refusingNulCharacters } from './wire';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * How the request travels: in the query string, as a URL-encoded form body (the spec's
 * default for anything not declared otherwise), as JSON, as a multipart upload, or not at all.
 */
export type RequestEncoding = 'query' | 'form' | 'json' | 'multipart' | 'none';

/** Marks an answer that is a file rather than an envelope. */
export const xlsxFile = {
  binary: 'xlsx',
  mediaType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;
export type BinaryAnswer = typeof xlsxFile;

export interface Endpoint<
  Request extends z.ZodType = z.ZodType,
  Data extends z.ZodType | BinaryAnswer = z.ZodType | BinaryAnswer,
> {
  method: HttpMethod;
  path: string;
  encoding: RequestEncoding;
  request: Request;
  /** Schema of `data` in a successful envelope, or the file marker. */
  data: Data;
  /**
   * The menu page whose permission the call needs, or the pages sharing it (a holder of any
   * one of them may call it); null for session calls (one's own login, menu and password);
   * ANY_ADMINISTRATOR for the few other calls every logged-in administrator may make.
   */
  menu: EndpointMenu;
  /** Multipart uploads: which kind of file the `file` field carries (limits are server settings). */
  upload?: UploadKind;
  /** Callable without a token (login only). */
  public: boolean;
  summary: string;
}

/**
 * Whether a call only reads (lists, details, exports, reports, options) or writes. A page held
 * at 查看 (view) opens its reads, one held at 管理 (manage) its writes too (docs/SPECIFICATION.md
 * §6). Decided in this one place from the declaration: every GET is a read and every other
 * method a write; the contract's tests hold each endpoint to it.
 */
export type EndpointAccess = 'read' | 'write';
export function accessOf(endpoint: Pick<Endpoint, 'method'>): EndpointAccess {
  return endpoint.method === 'GET' ? 'read' : 'write';
}

/**
 * How a call travels, without its schemas: the console sends by a table of these (generated
 * by `npm run routes`), so a page does not load every group's schemas to make a call.
 */
export interface EndpointRoute {
  method: HttpMethod;
  path: string;
  encoding: RequestEncoding;
  upload?: UploadKind;
  /** The answer is a file (the spreadsheet exports). */
  file?: true;
  menu: Endpoint['menu'];
}

/** An endpoint's route, as the console's table holds it. */
export function routeOf(endpoint: Endpoint): EndpointRoute {
  return {
    method: endpoint.method,
    path: endpoint.path,
    encoding: endpoint.encoding,
    ...(endpoint.upload ? { upload: endpoint.upload } : {}),
    ...('binary' in endpoint.data ? { file: true as const } : {}),
    menu: endpoint.menu,
  };
}

/**
 * One entry of the endpoints table; each menu group's file declares its own. Its request
 * refuses a NUL character in any text, whatever the group declared.
 */
export function endpoint<const Request extends z.ZodType, const Data extends z.ZodType | BinaryAnswer>(
  definition: Omit<Endpoint<Request, Data>, 'public'> & { public?: boolean },
): Endpoint<Request, Data> {
  return { ...definition, request: refusingNulCharacters(definition.request), public: definition.public ?? false };
}
