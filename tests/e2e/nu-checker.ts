/** The Nu HTML checker (vnu-jar), run once over a set of documents with the JDK at `java`. */
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const VNU_JAR = path.resolve("node_modules/vnu-jar/build/dist/vnu.jar");

interface NuMessage {
  type: string;
  subType?: string;
  url?: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

/** Checks each named document; returns, per name, its errors ("line: message"). */
export async function nuErrors(documents: Record<string, string>): Promise<Record<string, string[]>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nu-"));
  try {
    const files = Object.entries(documents).map(([name, html], i) => {
      const file = path.join(dir, `${i}.html`);
      fs.writeFileSync(file, html);
      return { name, file };
    });
    const output = await new Promise<string>((resolve, reject) => {
      // The checker exits 1 when it found errors; its JSON report is what counts.
      execFile(
        process.env.JAVA ?? "java",
        ["-Xss1m", "-jar", VNU_JAR, "--format", "json", "--stdout", ...files.map((f) => f.file)],
        { maxBuffer: 64 * 1024 * 1024 },
        (error, stdout) => (stdout ? resolve(stdout) : reject(error ?? new Error("no output from the Nu checker"))),
      );
    });
    const { messages } = JSON.parse(output) as { messages: NuMessage[] };
    const byName: Record<string, string[]> = Object.fromEntries(files.map((f) => [f.name, []]));
    for (const m of messages) {
      if (m.type !== "error" && m.type !== "non-document-error") continue;
      const name = files.find((f) => m.url?.endsWith(`/${path.basename(f.file)}`))?.name ?? "(checker)";
      (byName[name] ??= []).push(`${m.lastLine ?? "?"}: ${m.message}${m.extract ? ` «${m.extract.trim().slice(0, 80)}»` : ""}`);
    }
    return byName;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
