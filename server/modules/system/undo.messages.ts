import { translator } from '../../core.messages.ts';

/** Messages of taking a change back (docs/decisions/undo.md), spread into server/messages.ts. */
export const undoZh = {
  undoNotFound: '找不到这项变更（id {id}）',
  undoNotUndoable: '这项变更不能撤销',
  undoAlreadyUndone: '这项变更已经撤销过了',
  undoExpired: '这项变更已超过 {minutes} 分钟，不能再撤销',
  undoNotYours: '只有变更人本人或品牌所有者可以撤销这项变更',
  undoNoRight: '你没有这项变更所需的权限，不能撤销',
  undone: '已撤销',
  undonePartly: '已撤销，{n} 项未恢复：{names}',
  'undoSkipped.changed': '{name} 已被 {by} 修改，未恢复',
  'undoSkipped.changedUnknown': '{name} 之后已被修改，未恢复',
  'undoSkipped.taken': '{name} 的名称或编号已被占用，未恢复',
  'undoSkipped.gone': '{name} 已不存在，未恢复',
};

export const undoEn: Record<keyof typeof undoZh, string> = {
  undoNotFound: 'Change not found (id {id})',
  undoNotUndoable: 'This change cannot be undone',
  undoAlreadyUndone: 'This change has already been undone',
  undoExpired: 'This change is more than {minutes} minutes old and can no longer be undone',
  undoNotYours: 'Only the member who made this change or the brand owner can undo it',
  undoNoRight: 'You no longer have the permission this change needs, so you cannot undo it',
  undone: 'Undone',
  undonePartly: 'Undone; {n} not restored: {names}',
  'undoSkipped.changed': '{name} was changed by {by} since, not restored',
  'undoSkipped.changedUnknown': '{name} was changed since, not restored',
  'undoSkipped.taken': "{name}'s name or number is taken now, not restored",
  'undoSkipped.gone': '{name} no longer exists, not restored',
};

export type UndoKey = keyof typeof undoZh;

/** undo's messages and the core ones, in a language: what undo's files say their words with. */
export const undoText = translator(undoZh, undoEn);
