import { createContext, useCallback, useContext } from 'react';
import { DEFAULT_LANGUAGE, type Language } from '../../config/constants';

/*
 * The field view's words, in both languages. The view is a page of its own (field.html) and says
 * only these: it looks them up here (useFieldWords) rather than through i18next, which with
 * react-i18next weighed 17 KB gzip of the phone's 118 KB (docs/BENCHMARKS.md).
 */

const zh = {
  field: {
    title: '今日行程',
    noTrips: '今天没有分配给你的行程',
    offline: '离线：记录保存在手机上，联网后自动同步',
    stale: '显示的是上次联网时的行程',
    loadFailed: '行程加载失败，请联网后重试',
    retry: '重试',
    trip: '行程 #{{id}} · {{vehicle}}',
    progress: '{{done}} / {{total}} 站',
    stopDone: '已完成',
    pending: '待同步',
    syncFailed: '同步失败：{{message}}',
    navigate: '导航',
    back: '返回',
    slot: '货道 {{slotNo}} · {{goods}}',
    planned: '计划 {{planned}}，现有 {{stock}}，容量 {{capacity}}',
    filled: '补入',
    removedExpired: '过期下架',
    removedDamaged: '损坏下架',
    expiryDate: '批次到期日',
    photo: '拍照留证',
    photoTaken: '已拍照',
    photoChoose: '拍照或选择照片',
    noPhoto: '未拍照',
    done: '完成本站',
    open: '开始补货',
    saved: '已保存，待同步',
    synced: '已同步',
    overCapacity: '补入后超过容量',
    removedTooMany: '下架数量超过库存',
  },
};

export const fieldWords: Record<Language, typeof zh> = {
  zh,
  en: {
    field: {
      title: 'Today’s trips',
      noTrips: 'No trip is assigned to you today',
      offline: 'Offline: records are kept on the phone and sent when the network is back',
      stale: 'Showing the trips as they were when last online',
      loadFailed: 'The trips could not be loaded; try again when online',
      retry: 'Retry',
      trip: 'Trip #{{id}} · {{vehicle}}',
      progress: '{{done}} / {{total}} stops',
      stopDone: 'Done',
      pending: 'Waiting to sync',
      syncFailed: 'Not synced: {{message}}',
      navigate: 'Navigate',
      back: 'Back',
      slot: 'Slot {{slotNo}} · {{goods}}',
      planned: 'Planned {{planned}}, holds {{stock}}, capacity {{capacity}}',
      filled: 'Filled',
      removedExpired: 'Removed: expired',
      removedDamaged: 'Removed: damaged',
      expiryDate: 'Batch expiry date',
      photo: 'Take a photo',
      photoTaken: 'Photo taken',
      photoChoose: 'Take or choose a photo',
      noPhoto: 'No photo yet',
      done: 'Finish this stop',
      open: 'Restock',
      saved: 'Saved, waiting to sync',
      synced: 'Synced',
      overCapacity: 'More than the slot holds',
      removedTooMany: 'More removed than in stock',
    },
  },
};

/** A word of the field view, named as the console names its words (`field.title`). */
export type FieldWord = `field.${keyof typeof zh.field}`;

/** The language the field view speaks (its page sets it from the `language` cookie). */
export const FieldLanguage = createContext<Language>(DEFAULT_LANGUAGE);

/** The field view's `t`: a word in the view's language, its `{{name}}` places filled in. */
export function useFieldWords() {
  const language = useContext(FieldLanguage);
  const t = useCallback(
    (word: FieldWord, values: Readonly<Record<string, string | number>> = {}) =>
      fieldWords[language].field[word.slice('field.'.length) as keyof typeof zh.field].replace(
        /\{\{(\w+)\}\}/g,
        (place, name: string) => String(values[name] ?? place),
      ),
    [language],
  );
  return { t, language };
}
