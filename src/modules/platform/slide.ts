import type { AddResult } from '../../../contract/envelope.ts';
import {
  type SlideAddBody,
  type SlideDetail,
  type SlideListBody,
  type SlideListResult,
  type SlideUpdateBody,
  slidePaths,
} from '../../../contract/slide.ts';
import { type CallOptions, post } from '../../services/http.ts';

const exact: CallOptions = { mergeQuery: false };
const formCall: CallOptions = { mergeQuery: false, notifyErrors: false };

export const listSlides = (body: SlideListBody) => post<SlideListResult>(slidePaths.list, { ...body }, exact);
export const slideDetail = (id: number) => post<SlideDetail>(slidePaths.detail, { id }, exact);
export const addSlide = (body: SlideAddBody) => post<AddResult>(slidePaths.add, { ...body }, formCall);
export const updateSlide = (body: SlideUpdateBody) => post<null>(slidePaths.update, { ...body }, formCall);
export const setSlideDisplay = (id: number, display: boolean, options: CallOptions = {}) =>
  post<null>(slidePaths.update, { id, display }, { ...exact, ...options });
export const slideDeleteUrl = (id: number) => `${slidePaths.del}?id=${id}`;

/**
 * Saves the order shown: docs/spec.md §7 names no slide order call, so each slide whose place changed is
 * updated with its new ordernum, one after another (`before` holds the ordernums the list showed).
 */
export async function saveSlideOrder(
  list: readonly { id: number | string; ordernum: number }[],
  before: ReadonlyMap<number, number>,
): Promise<void> {
  for (const item of list) {
    const id = Number(item.id);
    if (before.get(id) !== item.ordernum)
      await post<null>(slidePaths.update, { id, ordernum: item.ordernum }, exact);
  }
}
