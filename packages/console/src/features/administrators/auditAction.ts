/** What an audit record's call did, as a kind the activity drawer says in words (not the call's name). */
export type AuditActionKind =
  | 'login'
  | 'logout'
  | 'changePassword'
  | 'resetPassword'
  | 'export'
  | 'view'
  | 'add'
  | 'enable'
  | 'change'
  | 'remove'
  | 'transit'
  | 'upload'
  | 'sort'
  | 'push'
  | 'assign'
  | 'retry'
  | 'adjust'
  | 'issue'
  | 'resolve'
  | 'refund'
  | 'settle'
  | 'other';

/** By the call's name: the contract names every call verb first (getX, addX, updateXIsFlag…). */
export function auditActionKind(call: string): AuditActionKind {
  if (call === 'login') return 'login';
  if (call === 'logout') return 'logout';
  if (call === 'updatePwd') return 'changePassword';
  if (/^reset\w*(Password|Pwd)$/.test(call)) return 'resetPassword';
  if (/Excle$/.test(call)) return 'export';
  if (/^(get|search|count)[A-Z]/.test(call)) return 'view';
  // An application or a trip stop's record adds a row as an add does.
  if (/^(add|copy|apply|record)[A-Z]/.test(call)) return 'add';
  if (/^update\w*(IsFlag|OnShelf(Batch)?)$/.test(call)) return 'enable';
  if (/^(update|save)[A-Z]/.test(call)) return 'change';
  if (/^(remove|delete)[A-Z]/.test(call)) return 'remove';
  // A decision moves a request along its flow (approve or reject), as a transit does.
  // So do an alarm's acknowledgement and a trip's start.
  if (/^(transit|decide|acknowledge|start)[A-Z]/.test(call)) return 'transit';
  // An imported statement is a file uploaded.
  if (/^(upload|import)[A-Z]/.test(call)) return 'upload';
  if (/^(sort|reorder)[A-Z]/.test(call)) return 'sort';
  // A test notification sent is pushed like an advertisement.
  if (/^(push|send)[A-Z]/.test(call)) return 'push';
  if (/^(assign|bind|set)[A-Z]/.test(call)) return 'assign';
  if (/^retry[A-Z]/.test(call)) return 'retry';
  if (/^adjust[A-Z]/.test(call)) return 'adjust';
  if (/^issue[A-Z]/.test(call)) return 'issue';
  if (/^resolve[A-Z]/.test(call)) return 'resolve';
  if (/^refund[A-Z]/.test(call)) return 'refund';
  if (/^settle[A-Z]/.test(call)) return 'settle';
  return 'other';
}
