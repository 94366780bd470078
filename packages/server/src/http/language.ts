import type { FastifyRequest } from 'fastify';

/** The languages the console speaks, and so the server's messages. */
export type Language = 'zh' | 'en';
export const DEFAULT_LANGUAGE: Language = 'zh';

/** A text for people, in each language the console speaks. */
export interface Text {
  zh: string;
  en: string;
}

/** A text in both languages. */
export const text = (zh: string, en: string): Text => ({ zh, en });

/** The cookie the console keeps its language in (packages/console/src/config/constants.ts). */
const LANGUAGE_COOKIE = 'language';

function cookieLanguage(header: string | undefined): Language | undefined {
  for (const pair of (header ?? '').split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== LANGUAGE_COOKIE) continue;
    const value = pair.slice(separator + 1).trim();
    if (value === 'zh' || value === 'en') return value;
  }
  return undefined;
}

/** The first of zh and en that `Accept-Language` prefers, by quality then order. */
function acceptedLanguage(header: string | undefined): Language | undefined {
  const ranges = (header ?? '')
    .split(',')
    .map((part, order) => {
      const [range = '', ...parameters] = part.trim().toLowerCase().split(';');
      const quality = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
      return { range: range.trim(), quality: quality === undefined ? 1 : Number(quality), order };
    })
    .filter(({ quality }) => quality > 0)
    .sort((a, b) => b.quality - a.quality || a.order - b.order);
  for (const { range } of ranges) {
    if (range === 'en' || range.startsWith('en-')) return 'en';
    if (range === 'zh' || range.startsWith('zh-')) return 'zh';
  }
  return undefined;
}

/** The request's language: the console's `language` cookie, else `Accept-Language`, else zh. */
export function requestLanguage(request: Pick<FastifyRequest, 'headers'>): Language {
  const { cookie } = request.headers;
  const acceptLanguage = request.headers['accept-language'];
  return cookieLanguage(cookie) ?? acceptedLanguage(acceptLanguage) ?? DEFAULT_LANGUAGE;
}
