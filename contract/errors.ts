/**
 * `data` of a `code 1` answer to bad input: every field that failed, so a form can mark each one.
 * `field` is the dotted path of the field in the request body (`list.0.ordernum`), `''` for the body.
 */
export interface InvalidInput {
  fields: { field: string; message: string }[];
}
