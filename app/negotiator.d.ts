/**
 * The part of `negotiator` 1.1 the app uses. Its DefinitelyTyped types (0.6) predate the `preferred`
 * option that breaks ties between equally weighted codings in the server's order.
 */
declare module "negotiator" {
  interface Headers {
    [name: string]: string | string[] | undefined;
  }
  export default class Negotiator {
    constructor(request: { headers: Headers });
    encoding(available: readonly string[], options?: { preferred?: readonly string[] }): string | undefined;
    mediaType(available: readonly string[]): string | undefined;
  }
}
