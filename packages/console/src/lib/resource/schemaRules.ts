import type { FieldRules } from '@vending/ui';
import type { TFunction } from 'i18next';
import { z } from 'zod';

/** What a form needs to know of one request field's schema. */
export interface FieldConstraints {
  required: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: RegExp;
  /**
   * A value the form holds (text) that the schema accepts: for schemas read as a whole (a
   * number sent as text, a choice of forms), not as a string's bounds and pattern.
   */
  accepts?: (value: string) => boolean;
}

interface CheckDef {
  check?: string;
  pattern?: RegExp;
}

/**
 * The constraints of a request field as its contract schema declares them: required unless
 * optional or defaulted, and the text bounds and pattern of the string inside. Read from the
 * schema's public definition (`def`), so the form checks exactly what the server will.
 */
export function fieldConstraints(schema: z.ZodType): FieldConstraints {
  let inner = schema;
  let required = true;
  while (inner instanceof z.ZodOptional || inner instanceof z.ZodDefault || inner instanceof z.ZodNullable) {
    required = false;
    const wrapped: unknown = inner.def.innerType;
    if (!(wrapped instanceof z.ZodType)) break;
    inner = wrapped;
  }
  // A list may be empty unless its schema says otherwise; the picker shows what is chosen.
  if (inner.def.type === 'array') return { required: false };
  // A number as text or another choice of forms: the schema itself judges the text typed.
  if (inner.def.type === 'union') {
    const union = inner;
    return { required, accepts: (value) => union.safeParse(value).success };
  }
  // A transformed field (empty text read as none, say): the schema judges the text typed.
  if (inner.def.type === 'pipe') {
    const piped = inner;
    return { required, accepts: (value) => piped.safeParse(value).success };
  }
  if (inner.def.type !== 'string') return { required };
  const text = inner as z.ZodString;
  const checks = ((inner.def as { checks?: { _zod: { def: CheckDef } }[] }).checks ?? []).map(
    (check) => check._zod.def,
  );
  const pattern = checks.find((check) => check.check === 'string_format' && check.pattern)?.pattern;
  return {
    required,
    ...(text.minLength !== null && text.minLength > 1 && { minLength: text.minLength }),
    ...(text.maxLength !== null && { maxLength: text.maxLength }),
    ...(pattern && { pattern }),
  };
}

/**
 * A form field's rules from its constraints, said in the user's language: generic words for
 * required and length, the page's own words (`<namespace>.rules.<field>`) for a pattern,
 * which only the page can explain.
 */
export function rulesFromConstraints(
  constraints: FieldConstraints,
  words: { t: TFunction; label: string; patternMessage: string; given?: 'typed' | 'chosen' | 'uploaded' },
): FieldRules {
  const { t, label, patternMessage, given = 'typed' } = words;
  // A typed value is entered (请输入…), one picked from a list chosen (请选择…), a file uploaded (请上传…).
  const requiredWords = {
    typed: 'common.rules.required',
    chosen: 'common.rules.choose',
    uploaded: 'common.rules.upload',
  };
  return {
    ...(constraints.required && { required: t(requiredWords[given], { label }) }),
    ...(constraints.minLength !== undefined && {
      minLength: {
        value: constraints.minLength,
        message: t('common.rules.minLength', { label, min: constraints.minLength }),
      },
    }),
    ...(constraints.maxLength !== undefined && {
      maxLength: {
        value: constraints.maxLength,
        message: t('common.rules.maxLength', { label, max: constraints.maxLength }),
      },
    }),
    ...(constraints.pattern && { pattern: { value: constraints.pattern, message: patternMessage } }),
    ...(constraints.accepts && {
      // An empty optional field is left to `required`.
      validate: (value: unknown) =>
        value === '' || value === undefined || value === null || constraints.accepts?.(String(value)) || patternMessage,
    }),
  };
}
