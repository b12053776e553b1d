/**
 * XML documents validated by a default JDK `SchemaFactory` (scripts/java/XsdValidate.java), as an integrator's
 * JVM would: the contract's XSD and entry schemas written side by side, each document with the entry that
 * declares its root. Used by `npm run check:java`.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { XSD_FILE } from "../../app/lib/contract/index.server";
import { entrySchema, schemaWithRoots, xmlOperations, type XmlRoots } from "../../app/lib/contract";

export interface XsdDocument {
  /** Where the document comes from, for the report (`content/uk/api/xml/send_sms.mdx:40`). */
  label: string;
  xml: string;
  /** The served operation entry (`send_sms`, `error`) or the roots of an ad-hoc entry. */
  entry: string | XmlRoots;
  /** `false` for the negative controls: the validator must reject them. */
  valid: boolean;
}

const VALIDATOR = path.resolve("scripts/java/XsdValidate.java");

/** Writes the schemas, documents and manifest into `dir`; returns the manifest's path. */
export function writeXsdManifest(dir: string, xsd: string, documents: XsdDocument[]): string {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, XSD_FILE), xsd);
  const schemas = new Map<string, string>();
  const schemaFile = (entry: string | XmlRoots) => {
    const key = typeof entry === "string" ? entry : `${entry.request ?? "-"}.${entry.response ?? "-"}`;
    let file = schemas.get(key);
    if (!file) {
      file = path.join(dir, `${key}.xsd`);
      const text = typeof entry === "string" ? entrySchema(entry, XSD_FILE) : schemaWithRoots(entry, XSD_FILE, "Check entry.");
      fs.writeFileSync(file, text);
      schemas.set(key, file);
    }
    return file;
  };
  const lines = documents.map((document, index) => {
    const file = path.join(dir, `document-${index}.xml`);
    fs.writeFileSync(file, document.xml);
    return [schemaFile(document.entry), file, document.valid ? "valid" : "invalid", document.label.replace(/\s/g, " ")].join("\t");
  });
  const manifest = path.join(dir, "manifest.tsv");
  fs.writeFileSync(manifest, `${lines.join("\n")}\n`);
  return manifest;
}

/** The contract's examples, each with its operation's served entry, and the negative controls that must fail. */
export function contractXmlDocuments(contractDir: string, xsd: string): XsdDocument[] {
  const documents: XsdDocument[] = xmlOperations(xsd).map((operation) => {
    const file = path.join("examples", "xml", `${operation}.xml`);
    return { label: `contract/${file}`, xml: fs.readFileSync(path.join(contractDir, file), "utf8"), entry: operation, valid: true };
  });
  const sendSms = documents.find((d) => d.entry === "send_sms");
  if (sendSms) {
    // A validator that skipped the operation's content (the old open roots) would accept these.
    const phone = /<recipient\b[^>]*>(\d+)</.exec(sendSms.xml)?.[1] ?? "";
    documents.push(
      { ...sendSms, label: "negative control: +380 with letters", xml: sendSms.xml.replace(phone, "+380abc4567"), valid: false },
      { ...sendSms, label: "negative control: unknown element", xml: sendSms.xml.replace("</request>", "<x/></request>"), valid: false },
    );
  }
  return documents;
}

/** Runs the JDK validator; the lines it prints (one per document with the wrong verdict, then a summary). */
export function runXsdValidate(java: string, manifest: string): { ok: boolean; output: string } {
  const result = spawnSync(java, [VALIDATOR, manifest], { encoding: "utf8" });
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}`.trim() };
}
