/** The part of madge's API that scripts/check-layers.ts uses (madge ships no types). */
declare module "madge" {
  interface MadgeResult {
    /** Each file (relative to baseDir) and the files it imports. */
    obj(): Record<string, string[]>;
  }
  export default function madge(
    paths: string | string[],
    config?: { fileExtensions?: string[]; tsConfig?: string; baseDir?: string },
  ): Promise<MadgeResult>;
}
