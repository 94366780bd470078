import type { ActivityAudience } from '@vending/contract';
import type { TFunction } from 'i18next';

/** An audience in words: 全部会员, or its filters joined (启用会员 · 关键词“138” · 注册于 …). */
export function describeAudience(audience: ActivityAudience, t: TFunction): string {
  const parts: string[] = [];
  if (audience.isFlag !== undefined) parts.push(t(audience.isFlag === 1 ? 'audience.enabled' : 'audience.disabled'));
  if (audience.keyword) parts.push(t('audience.keyword', { keyword: audience.keyword }));
  const { startTime: from, endTime: to } = audience;
  if (from && to) parts.push(t('audience.registered', { from, to }));
  else if (from) parts.push(t('audience.registeredFrom', { from }));
  else if (to) parts.push(t('audience.registeredUntil', { to }));
  return parts.length === 0 ? t('audience.all') : parts.join(' · ');
}
