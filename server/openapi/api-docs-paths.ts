// Their own file: the document (which describes these paths) and the page (which links them) both
// read them, and neither may import the other's values without a cycle.

/** Where the page's style sheet is answered (api-docs routes); the console's CSP allows only this origin. */
export const apiDocsCssPath = '/api/docs/api-docs.css';
export const apiDocsPath = '/api/docs';
export const openApiPath = '/api/openapi.json';
