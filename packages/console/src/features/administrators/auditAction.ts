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
  if (/^(add|copy)[A-Z]/.test(call)) return 'add';
  if (/^update\w*(IsFlag|OnShelf(Batch)?)$/.test(call)) return 'enable';
  if (/^(update|save)[A-Z]/.test(call)) return 'change';
  if (/^(remove|delete)[A-Z]/.test(call)) return 'remove';
  // A decision moves a request along its flow (approve or reject), as a transit does.
  if (/^(transit|decide)[A-Z]/.test(call)) return 'transit';
  if (/^upload[A-Z]/.test(call)) return 'upload';
  if (/^sort[A-Z]/.test(call)) return 'sort';
  if (/^push[A-Z]/.test(call)) return 'push';
  if (/^(assign|bind|set)[A-Z]/.test(call)) return 'assign';
  if (/^retry[A-Z]/.test(call)) return 'retry';
  if (/^adjust[A-Z]/.test(call)) return 'adjust';
  if (/^issue[A-Z]/.test(call)) return 'issue';
  if (/^resolve[A-Z]/.test(call)) return 'resolve';
  if (/^refund[A-Z]/.test(call)) return 'refund';
  if (/^settle[A-Z]/.test(call)) return 'settle';
  return 'other';
}
