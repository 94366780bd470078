import axios, { AxiosHeaders, type AxiosAdapter, type AxiosResponse } from 'axios';
import { httpAnswer, type HttpAnswer, type Sender } from './request';

/*
 * axios, the console's HTTP client, for every call that is not a read: writes, uploads and file
 * downloads (with their progress). The transport loads this module on the first of them, so a
 * page that only reads as it opens loads no axios (docs/BENCHMARKS.md, "What the members page
 * holds"). It only sends: the request is request.ts's `buildRequest`, and the answer is judged by
 * request.ts's `exchange`, as the reads' are.
 */

function answerOf(response: AxiosResponse): HttpAnswer {
  const headers = AxiosHeaders.from(response.headers as AxiosHeaders);
  return httpAnswer(response.status, (name) => headers.get(name), response.data);
}

/** The writes' way: axios (or its adapter in tests); any HTTP status is an answer. */
export function axiosSender(adapter?: AxiosAdapter): Sender {
  const http = axios.create({ ...(adapter && { adapter }) });
  return async (request, { signal, binary, onDownloadProgress }) => {
    try {
      return answerOf(
        await http.request({
          method: request.method,
          url: request.url,
          headers: request.headers,
          data: request.body,
          signal,
          responseType: binary ? 'blob' : 'json',
          ...(onDownloadProgress && { onDownloadProgress: (event) => onDownloadProgress(event.loaded, event.total) }),
        }),
      );
    } catch (error) {
      // An error status (axios rejects it) is still an answer, judged as the reads' are.
      if (axios.isAxiosError(error) && error.response) return answerOf(error.response);
      throw error;
    }
  };
}
