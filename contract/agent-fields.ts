import { type ListedFieldSpec, type ListShow, plainFieldsAt } from './entity-fields.ts';
import type { TextRule } from './field-rules.ts';

/**
 * The agent's plain fields (a text with nothing behind it), each declared once: the add/update
 * bodies, the answer, the form and the application's view iterate this list, so a new field is one
 * entry here (the agents' list shows it if `list` says so), its column (server/modules/agent/agent.tables.ts) and its words in the catalogues
 * (src/modules/agent/agent-field.strings.ts: its label is `agent.<key>`). Fields with more behind them
 * (name, mobile, id card, address, group, licence images, status) stay written out where they are used.
 */

/** How the form takes the value: one line or several. */
export type AgentFieldControl = 'text' | 'textarea';

/**
 * Where the field sits among the written-out ones: `contact` after the mobile (the form: after name
 * and mobile), `note` after the group and the decision's fields (the form: after the licence images).
 */
export type AgentFieldPlace = 'contact' | 'note';

export interface AgentFieldSpec extends ListedFieldSpec {
  readonly control: AgentFieldControl;
  readonly place: AgentFieldPlace;
  /** How the agents' list shows it (entity-fields.ts): a line under the name, or (null) not at all. */
  readonly list: ListShow | null;
  /** How the application's view shows it when empty: the dash, or not at all. */
  readonly empty: 'dash' | 'hidden';
}

export const agentCompanyRule = { max: 100 } as const satisfies TextRule;
export const agentRemarkRule = { max: 500 } as const satisfies TextRule;

export const agentFields = [
  {
    key: 'company',
    rule: agentCompanyRule,
    control: 'text',
    place: 'contact',
    empty: 'dash',
    list: { as: 'underName' },
  },
  { key: 'remark', rule: agentRemarkRule, control: 'textarea', place: 'note', empty: 'hidden', list: null },
] as const satisfies readonly AgentFieldSpec[];

export type AgentField = (typeof agentFields)[number];
export type AgentFieldKey = AgentField['key'];

/** The declared fields of one place, in declaration order. */
export function agentFieldsAt<P extends AgentFieldPlace>(place: P): Extract<AgentField, { place: P }>[] {
  return plainFieldsAt(agentFields, place);
}
