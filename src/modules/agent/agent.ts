import {
  type AgentAddBody,
  type AgentConfig,
  type AgentConfigBody,
  type AgentDecisionResult,
  type AgentGroupAddBody,
  type AgentGroupItem,
  type AgentGroupListBody,
  type AgentGroupListResult,
  type AgentGroupUpdateBody,
  type AgentItem,
  type AgentListBody,
  type AgentListResult,
  type AgentSummary,
  type AgentUpdateBody,
  type AgentVerifyBody,
  agentGroupPaths,
  agentUserPaths,
} from '../../../contract/agent.ts';
import type { AddResult } from '../../../contract/envelope.ts';
import type { DeleteResult } from '../../../contract/role.ts';
import { action, type CallOptions, post, postForMessage } from '../../services/http.ts';

// Forms show the refusal at their fields and in their own banner, so no toast repeats it.
const formCall: CallOptions = { notifyErrors: false };

const deleteUrl = (path: string, ids: readonly (number | string)[]) =>
  ids.length === 1 ? `${path}?id=${ids[0]}` : `${path}?ids=${ids.join(',')}`;

export const listAgents = (body: AgentListBody, options: CallOptions = {}) =>
  post<AgentListResult>(agentUserPaths.list, { ...body }, options);

/** The pending applications, oldest first. */
export const verifyQueue = (body: AgentVerifyBody, options: CallOptions = {}) =>
  post<AgentListResult>(agentUserPaths.verify, { ...body }, options);

export const agentDetail = (id: number) => post<AgentItem>(agentUserPaths.detail, { id });

export const addAgent = (body: AgentAddBody) => post<AddResult>(agentUserPaths.add, { ...body }, formCall);

export const updateAgent = (body: AgentUpdateBody, options: CallOptions = formCall) =>
  post<unknown>(agentUserPaths.update, { ...body }, options);

/** Passes applications; the server's message says how many and whether SMS went out. */
export const passAgents = (ids: readonly number[], options: CallOptions = {}) =>
  postForMessage<AgentDecisionResult>(agentUserPaths.pass, { ids: [...ids] }, options);

export const rejectAgent = (id: number, reason: string, options: CallOptions = {}) =>
  postForMessage<AgentDecisionResult>(agentUserPaths.reject, { id, reason }, options);

export const agentDeleteUrl = (ids: readonly (number | string)[]) => deleteUrl(agentUserPaths.delete, ids);

export const deleteAgents = (url: string, options: CallOptions = {}) => action<DeleteResult>(url, options);

export const agentConfig = () => post<AgentConfig>(agentUserPaths.configDetail, {});

export const updateAgentConfig = (body: AgentConfigBody) =>
  post<unknown>(agentUserPaths.configUpdate, { ...body }, formCall);

export const agentSummary = () => post<AgentSummary>(agentUserPaths.summary, {});

export const listAgentGroups = (body: AgentGroupListBody = {}, options: CallOptions = {}) =>
  post<AgentGroupListResult>(agentGroupPaths.list, { ...body }, options);

export const agentGroupDetail = (id: number) => post<AgentGroupItem>(agentGroupPaths.detail, { id });

export const addAgentGroup = (body: AgentGroupAddBody) =>
  post<AddResult>(agentGroupPaths.add, { ...body }, formCall);

export const updateAgentGroup = (body: AgentGroupUpdateBody) =>
  post<unknown>(agentGroupPaths.update, { ...body }, formCall);

export const agentGroupDeleteUrl = (ids: readonly (number | string)[]) =>
  deleteUrl(agentGroupPaths.delete, ids);

export const deleteAgentGroups = (url: string, options: CallOptions = {}) =>
  action<DeleteResult>(url, options);
