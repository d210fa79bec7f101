/** docs/spec.md §9: a new thumbnail's order value. */
export const defaultThumbOrder = 10;
