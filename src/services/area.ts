import { type AreaInit, type AreaNode, areaPaths } from '../../contract/area.ts';
import { type CallOptions, post } from './http.ts';

const exact: CallOptions = { mergeQuery: false };

export function areaChildren(id: number): Promise<AreaNode[]> {
  return post<AreaNode[]>(areaPaths.childList, { id }, exact);
}

export function areaInit(areaId: number, options: CallOptions = {}): Promise<AreaInit> {
  return post<AreaInit>(areaPaths.init, areaId ? { areaId } : {}, { ...options, ...exact });
}
