/**
 * Per request: the body a document request's loader found, handed to the server render through the
 * load context (app/lib/page/page-body.tsx explains why the body is not in the loader's data).
 */
export interface PageBodySlot {
  html?: string;
}
