/** The mdx capability's public surface (safe in the browser): other parts of the app import from here, not from its files. */
export * from "./admonition-titles";
export * from "./heading-ids";
export * from "./outline";
export * from "./remark-plugins";
