import {
  CALENDAR_FIRST_YEAR,
  CALENDAR_LAST_YEAR,
  calendarRules,
  NUL_RULE,
  SALES_REPORT_MAX_DAYS,
  SALES_REPORT_SPAN_RULE,
  type EndpointName,
} from '@vending/contract';
import type { z } from 'zod';
import { fieldLabel } from '@vending/contract/fieldLabel';
import { text, type Text } from './language';

/*
 * The gate's refusals of a request's fields, as sentences naming the field by its label:
 * `新密码至少 8 个字符`, `New password must be at least 8 characters`. `data.field` keeps
 * the parameter's name for the console to find the field.
 */

type Issue = z.core.$ZodIssue;

/** The label of a parameter; a parameter without one is named as it was sent. */
function labelOf(endpoint: EndpointName, field: string): Text {
  return fieldLabel(endpoint, field) ?? text(`参数 ${field}`, `Parameter ${field}`);
}

const capitalize = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);
const lowerFirst = (words: string) => words.charAt(0).toLowerCase() + words.slice(1);

/** A parameter sent more than once. */
export function repeatedParameter(endpoint: EndpointName, field: string): Text {
  const label = labelOf(endpoint, field);
  return text(`${label.zh}只能填写一次`, `${label.en} was sent more than once`);
}

/** Parameters the call does not take; named as sent, since they have no label. */
export function unknownParameters(fields: string): Text {
  return text(`不支持的参数 ${fields}`, `Unknown parameter ${fields}`);
}

/** What the contract's own pattern messages say, in each language (by their English text). */
const patternRules: Record<string, Text> = {
  'must be an integer': text('必须是整数', 'must be a whole number'),
  'must be an 11-digit mobile number': text('应为 11 位手机号', 'must be an 11-digit mobile number'),
  'must be 3-32 letters, digits or underscores': text(
    '应为 3–32 位字母、数字或下划线',
    'must be 3–32 letters, digits or underscores',
  ),
  'must be an http(s) address or an app path starting with /': text(
    '应为 http(s) 地址或以 / 开头的应用内路径',
    'must be an http(s) address or an app path starting with /',
  ),
  'must be a month, YYYY-MM': text('应为月份，如 2024-01', 'must be a month like 2024-01'),
  [SALES_REPORT_SPAN_RULE]: text(
    `与开始日期相隔不能超过 ${SALES_REPORT_MAX_DAYS} 天`,
    `must be at most ${SALES_REPORT_MAX_DAYS} days after the start date`,
  ),
  [NUL_RULE]: text('不能包含空字符（NUL）', 'must not contain a NUL character'),
  [calendarRules.date]: text(
    `应为 ${CALENDAR_FIRST_YEAR}-01-01 至 ${CALENDAR_LAST_YEAR}-12-31 之间的日期`,
    `must be a date from ${CALENDAR_FIRST_YEAR}-01-01 to ${CALENDAR_LAST_YEAR}-12-31`,
  ),
  [calendarRules.month]: text(
    `应为 ${CALENDAR_FIRST_YEAR}-01 至 ${CALENDAR_LAST_YEAR}-12 之间的月份`,
    `must be a month from ${CALENDAR_FIRST_YEAR}-01 to ${CALENDAR_LAST_YEAR}-12`,
  ),
  [calendarRules.instant]: text(
    `应为 ${CALENDAR_FIRST_YEAR} 至 ${CALENDAR_LAST_YEAR} 年之间的时间`,
    `must be a time from ${CALENDAR_FIRST_YEAR} to ${CALENDAR_LAST_YEAR}`,
  ),
};

/** The rule an issue says was broken, as the end of a sentence after the label. */
function broken(issue: Issue): Text | undefined {
  switch (issue.code) {
    case 'too_small': {
      const minimum = Number(issue.minimum) + (issue.inclusive === false ? 1 : 0);
      if (issue.origin === 'string') {
        return minimum <= 1
          ? text('不能为空', 'must not be empty')
          : text(`至少 ${minimum} 个字符`, `must be at least ${minimum} characters`);
      }
      if (issue.origin === 'array' || issue.origin === 'set') {
        return text(`至少选择 ${minimum} 项`, `needs at least ${minimum} items`);
      }
      return text(`不能小于 ${minimum}`, `must be at least ${minimum}`);
    }
    case 'too_big': {
      const maximum = Number(issue.maximum) - (issue.inclusive === false ? 1 : 0);
      if (issue.origin === 'string') {
        return text(`最多 ${maximum} 个字符`, `must be at most ${maximum} characters`);
      }
      if (issue.origin === 'array' || issue.origin === 'set') {
        return text(`最多选择 ${maximum} 项`, `takes at most ${maximum} items`);
      }
      return text(`不能大于 ${maximum}`, `must be at most ${maximum}`);
    }
    case 'invalid_format':
      if (issue.format === 'date') return text('应为日期，如 2024-01-31', 'must be a date like 2024-01-31');
      if (issue.format === 'datetime') {
        return text('应为时间，如 2024-01-31T08:00:00Z', 'must be a time like 2024-01-31T08:00:00Z');
      }
      if (issue.format === 'email') return text('应为邮箱地址', 'must be an email address');
      return patternRules[issue.message] ?? text('格式不正确', 'is not in the right format');
    case 'invalid_type':
      if (issue.expected === 'number' || issue.expected === 'int') return patternRules['must be an integer'];
      if (issue.expected === 'boolean') return text('应为 true 或 false', 'must be true or false');
      if (issue.expected === 'string') return text('应为文本', 'must be text');
      if (issue.expected === 'array') return text('应为列表', 'must be a list');
      return text('格式不正确', 'is not in the right format');
    case 'invalid_value': {
      const values = [...new Set(issue.values.map(String))];
      return values.length <= 5
        ? text(`只能是 ${values.join('、')}`, `must be one of ${values.join(', ')}`)
        : text('不是可选的值', 'is not one of the allowed values');
    }
    case 'custom':
      if (issue.message === 'must not be empty') return text('不能为空', 'must not be empty');
      if (issue.message === 'must be a file') return text('应为文件', 'must be a file');
      return patternRules[issue.message];
    default:
      return undefined;
  }
}

/**
 * The issue a union's refusal stands for: that of the branch the value was of the type of
 * (a number sent as text breaks the text branch's rule, not the number branch's type).
 */
function unionIssue(issue: Issue): Issue {
  if (issue.code !== 'invalid_union' || issue.errors.length === 0) return issue;
  const branches = issue.errors.filter((branch) => branch.length > 0);
  const firsts = branches.map((branch) => branch[0]);
  // A choice among values (0, 1 or '0', '1'): any of them.
  if (firsts.every((first) => first?.code === 'invalid_value')) {
    const values = firsts.flatMap((first) => (first?.code === 'invalid_value' ? first.values : []));
    return { ...firsts[0], path: issue.path, values } as Issue;
  }
  const matched = branches.find((branch) => branch[0]?.code !== 'invalid_type') ?? branches[0];
  const inner = matched?.[0];
  return inner ? unionIssue({ ...inner, path: issue.path } as Issue) : issue;
}

/**
 * The rule an issue says was broken, for a sentence after the field's name: 应为 true 或 false,
 * 不能大于 50 (the device API's payloads, whose fields are named by the protocol's keys).
 */
export function brokenRule(issue: Issue): Text {
  return broken(unionIssue(issue)) ?? text('格式不正确', 'is not in the right format');
}

/**
 * The part of an issue's path a person knows the field by: a nested field's own name when it
 * has a label (slots.3.stock is 库存, as the drawer's column says), else the request field.
 */
function namedPart(endpoint: EndpointName, path: readonly PropertyKey[]): string {
  const names = path.filter((part): part is string => typeof part === 'string');
  const nested = names
    .slice(1)
    .reverse()
    .find((part) => fieldLabel(endpoint, part) !== undefined);
  return nested ?? String(path[0] ?? '');
}

/** The refusal of a request its schema rejected: the field it names and the sentence. */
export function schemaRefusal(
  endpoint: EndpointName,
  error: z.ZodError,
  fields: Record<string, unknown>,
): { message: Text; field: string } {
  const [first] = error.issues;
  if (!first) return { message: text('请求无效', 'Invalid request'), field: '' };
  if (first.code === 'unrecognized_keys') {
    const names = first.keys.join(',');
    return { message: unknownParameters(names), field: names };
  }
  const field = first.path.join('.');
  const name = namedPart(endpoint, first.path);
  const label = labelOf(endpoint, name);
  const issue = unionIssue(first);

  if (first.path.length === 1 && fields[name] === undefined) {
    return { message: text(`请填写${label.zh}`, `${label.en} is required`), field };
  }
  if (issue.code === 'custom' && issue.message === 'must not be before startTime') {
    const start = labelOf(endpoint, 'startTime');
    return {
      message: text(`${label.zh}不能早于${start.zh}`, `${label.en} must not be before the ${lowerFirst(start.en)}`),
      field,
    };
  }
  // An id that is no record's (negative, text, zero).
  if (/Id$/.test(name) || (/Ids$/.test(name) && first.path.length > 1)) {
    return { message: text(`${label.zh}编号无效`, `${capitalize(label.en)} id is not valid`), field };
  }
  const rule = broken(issue) ?? text('无效', 'is not valid');
  return { message: text(`${label.zh}${rule.zh}`, `${label.en} ${rule.en}`), field };
}
