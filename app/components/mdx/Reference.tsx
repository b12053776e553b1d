/**
 * Reference parts of API pages rendered from the contract on the server (no client JavaScript):
 * `<Endpoint operation="…"/>`, `<RequestFields operation="…"/>`, `<ResponseFields operation="…"/>`,
 * `<ErrorTable operation="…"/>`, `<TextAnswer operation="…"/>` (an HTTP API operation's plain-text lines),
 * `<StatusDiagram codes?/>`, `<StatusTable codes?/>` (every message status; `codes` adds the XML API's numbers),
 * `<RejectReasons/>`, `<ValueTable schema="HlrStatus"/>` (any enumerated schema with an `x-reference`),
 * `<TestNumbers/>`, `<WebhookSourceAddresses/>` (where webhook events come from), `<ErrorCodes/>` and
 * `<XmlErrorCodes/>` (the JSON and XML APIs' error catalogues) and `<EmailToSms part="addresses|letter|answer|errors"/>`
 * (Email-to-SMS, the contract's `x-email-to-sms`). Nested objects open with `<details>`.
 */
import { Fragment, type ReactNode } from "react";
import type { Locale } from "../../../site.config";
import { localiseHref } from "../../lib/content";
import {
  addressResult,
  emailToSms,
  errorRows,
  jsonErrorCodes,
  operationInfo,
  partRequiredText,
  referenceWords,
  rejectReasonTable,
  requestFields,
  requiredText,
  responseFields,
  statusDiagram,
  statusTable,
  testNumberOutcome,
  testNumbers,
  textAnswerLines,
  valueTable,
  webhookSourceAddresses,
  webhookSourceAddressesNotice,
  xmlErrorCodes,
  type ContractDocument,
  type ErrorRow,
  type FieldRow,
  type TextLine,
  type TextTable,
} from "../../lib/contract";
import { Mermaid } from "./Mermaid";
import { TableScroll } from "./TableScroll";

const INLINE = /`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*/g;

/** The little Markdown the contract's texts use: code spans, links and bold. */
export function InlineMarkdown({ text, locale }: { text: string; locale: Locale }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const index = match.index ?? 0;
    if (index > last) parts.push(text.slice(last, index));
    if (match[1] !== undefined) parts.push(<code key={index}>{match[1]}</code>);
    else if (match[2] !== undefined && match[3] !== undefined)
      parts.push(
        <a key={index} href={localiseHref(match[3], locale)}>
          <InlineMarkdown text={match[2]} locale={locale} />
        </a>,
      );
    else if (match[4] !== undefined) parts.push(<strong key={index}>{match[4]}</strong>);
    last = index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}

function Missing({ what }: { what: string }) {
  // The content check reports unknown operations; the page still renders.
  return <p className="api-missing">{what}</p>;
}

/** `idPrefix` keeps anchors unique when a page shows several field lists (request and answer, or several webhook events). */
function Fields({ rows, locale, idPrefix }: { rows: FieldRow[]; locale: Locale; idPrefix: string }) {
  const words = referenceWords[locale];
  return (
    <dl className="api-fields">
      {rows.map((row) => (
        <div className="api-field" key={row.path} id={`field-${idPrefix}${row.path.replace(/[^A-Za-z0-9_.-]/g, "")}`}>
          <dt className="api-field__head">
            <code className="api-field__name">{row.name}</code>
            <span className="api-field__type">{row.type}</span>
            <span className={row.required === true ? "api-field__req api-field__req--yes" : "api-field__req"}>
              <InlineMarkdown text={requiredText(row.required, locale)} locale={locale} />
            </span>
          </dt>
          <dd className="api-field__body">
            <FieldText description={row.description} rules={row.rules} locale={locale} />
            {row.children.length > 0 ? (
              <details className="api-field__children">
                <summary>
                  {words.fieldsOf} <code>{row.type.startsWith("array") ? `${row.path}[]` : row.path}</code> ({row.children.length})
                </summary>
                <Fields rows={row.children} locale={locale} idPrefix={idPrefix} />
              </details>
            ) : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A field's description and its rules, as every field list (request, response, answer line) shows them. */
function FieldText({ description, rules, locale }: { description?: string; rules?: string; locale: Locale }) {
  return (
    <>
      {description ? (
        <p>
          <InlineMarkdown text={description} locale={locale} />
        </p>
      ) : null}
      {rules ? (
        <p className="api-field__rules">
          <span className="api-field__rules-label">{referenceWords[locale].rules}: </span>
          <InlineMarkdown text={rules} locale={locale} />
        </p>
      ) : null}
    </>
  );
}

/** One shape of a plain-text answer line: the shape, when it comes, and each named field with its place and example. */
function AnswerLine({ line, locale, operation }: { line: TextLine; locale: Locale; operation: string }) {
  const words = referenceWords[locale];
  return (
    <div className="api-line" id={`line-${operation}-${line.format.replace(/[^A-Za-z0-9_]+/g, "-")}`}>
      <p className="api-line__format">
        <code>{line.format}</code>
      </p>
      {line.when ? (
        <p className="api-line__when">
          <InlineMarkdown text={line.when} locale={locale} />
        </p>
      ) : null}
      {line.fields.length > 0 ? (
        <dl className="api-fields">
          {line.fields.map((field) => (
            <div className="api-field" key={field.name}>
              <dt className="api-field__head">
                <code className="api-field__name">{field.name}</code>
                <span className="api-field__type">
                  {words.position} {field.position}
                </span>
              </dt>
              <dd className="api-field__body">
                <FieldText description={field.description} rules={field.rules} locale={locale} />
                {field.example ? (
                  <p className="api-field__rules">
                    <span className="api-field__rules-label">{words.example}: </span>
                    <code>{field.example}</code>
                  </p>
                ) : null}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  );
}

function AnswerLines({ lines, locale, operation }: { lines: TextLine[]; locale: Locale; operation: string }) {
  return (
    <div className="api-lines">
      {lines.map((line) => (
        <AnswerLine key={line.format} line={line} locale={locale} operation={operation} />
      ))}
    </div>
  );
}

/** A value the reader sends or uses (an address, a test number) and what comes of it. */
function OutcomeTable({
  className,
  heads,
  rows,
  locale,
}: {
  className: string;
  heads: [string, string];
  rows: [value: string, outcome: string][];
  locale: Locale;
}) {
  return (
    <TableScroll>
      <table className={className}>
        <thead>
          <tr>
            <th>{heads[0]}</th>
            <th>{heads[1]}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([value, outcome]) => (
            <tr key={value}>
              <td>
                <code>{value}</code>
              </td>
              <td>
                <InlineMarkdown text={outcome} locale={locale} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/**
 * A table of text cells (the contract's inline Markdown), for the status, reason and value references. On a phone the
 * stylesheet stacks each row into a card and labels its cells from `data-label` (the markup stays a plain table: the
 * HTML checker forbids restating a table's own roles).
 */
function CellTable({ className, table, locale }: { className: string; table: TextTable; locale: Locale }) {
  const labels = table.heads.map((head) => head.replace(/`/g, ""));
  return (
    <TableScroll>
      <table className={`api-cells ${className}`}>
        <thead>
          <tr>
            {table.heads.map((head) => (
              <th key={head}>
                <InlineMarkdown text={head} locale={locale} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((cells) => (
            <tr key={cells.join("|")}>
              {cells.map((cell, at) => (
                <td key={at} data-label={labels[at]}>
                  <InlineMarkdown text={cell} locale={locale} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/**
 * A table of error codes: the code (with the answer's fixed message under it when the rows have one, XML API: a column
 * of its own left the cause and the fix a few words a line), the HTTP status when any row has one (mail has none),
 * when it happens, and what to do when the rows say.
 */
function ErrorList({ rows, locale }: { rows: ErrorRow[]; locale: Locale }) {
  const words = referenceWords[locale];
  const withText = rows.some((r) => r.text);
  const withStatus = rows.some((r) => r.status !== null);
  const withAction = rows.some((r) => r.action);
  return (
    <TableScroll>
      <table className="api-errors">
        <thead>
          <tr>
            <th>{words.code}</th>
            {withStatus ? <th>{words.http}</th> : null}
            <th>{words.when}</th>
            {withAction ? <th>{words.action}</th> : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.code}>
              <td>
                <code>{r.code}</code>
                {withText && r.text ? <span className="api-errors__text">{r.text}</span> : null}
              </td>
              {withStatus ? <td>{r.status ?? "—"}</td> : null}
              <td>
                <InlineMarkdown text={r.when} locale={locale} />
              </td>
              {withAction ? (
                <td>
                  <InlineMarkdown text={r.action} locale={locale} />
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** The components bound to a locale and the contract document. */
export function makeReferenceComponents(locale: Locale, document: () => ContractDocument) {
  const words = referenceWords[locale];
  function Endpoint({ operation }: { operation: string }) {
    const info = operationInfo(document(), operation, locale);
    if (!info) return <Missing what={operation} />;
    return (
      <div className="api-endpoint" data-operation={info.id}>
        <p className="api-endpoint__line">
          <span className={`api-method api-method--${info.method.toLowerCase()}`}>{info.method}</span>
          <code className="api-endpoint__url">{info.url}</code>
        </p>
        {info.contentType ? (
          <p className="api-endpoint__meta">
            {/* On a phone the line may break after the header's name, or between the value's parameters, instead of scrolling. */}
            {words.contentType}:{" "}
            <code>
              Content-Type:{" "}
              <span className="api-nowrap">
                {info.contentType.split("; ").map((part, at, parts) => (
                  <Fragment key={part}>
                    {at > 0 ? " " : null}
                    <span className="api-nowrap__part">{at < parts.length - 1 ? `${part};` : part}</span>
                  </Fragment>
                ))}
              </span>
            </code>
          </p>
        ) : null}
      </div>
    );
  }
  function RequestFields({ operation }: { operation: string }) {
    const rows = requestFields(document(), operation, locale);
    return rows ? <Fields rows={rows} locale={locale} idPrefix={`${operation}-request-`} /> : <Missing what={operation} />;
  }
  function ResponseFields({ operation }: { operation: string }) {
    const rows = responseFields(document(), operation, locale);
    return rows ? <Fields rows={rows} locale={locale} idPrefix={`${operation}-response-`} /> : <Missing what={operation} />;
  }
  function ErrorTable({ operation }: { operation: string }) {
    const rows = errorRows(document(), operation, locale);
    return rows ? <ErrorList rows={rows} locale={locale} /> : <Missing what={operation} />;
  }
  function ErrorCodes() {
    const rows = jsonErrorCodes(document(), locale);
    return rows && rows.length > 0 ? <ErrorList rows={rows} locale={locale} /> : <Missing what="ErrorCode x-reference" />;
  }
  function XmlErrorCodes() {
    const rows = xmlErrorCodes(document(), locale);
    return rows && rows.length > 0 ? <ErrorList rows={rows} locale={locale} /> : <Missing what="ErrorCode" />;
  }
  function EmailToSms({ part }: { part: "addresses" | "letter" | "answer" | "errors" }) {
    const mail = emailToSms(document(), locale);
    if (!mail) return <Missing what="x-email-to-sms" />;
    if (part === "errors") return <ErrorList rows={mail.errors} locale={locale} />;
    if (part === "answer") return <AnswerLines lines={mail.lines} locale={locale} operation="email2sms" />;
    if (part === "addresses")
      return (
        <OutcomeTable
          className="api-mail-addresses"
          heads={[words.address, words.result]}
          rows={mail.addresses.map((a) => [a.address, addressResult(a, locale)])}
          locale={locale}
        />
      );
    // A list like the request fields: four columns do not fit the half of the page that sits beside the example.
    if (part === "letter")
      return (
        <dl className="api-fields api-mail-letter">
          {mail.letter.map((p) => (
            <div className="api-field" key={p.part}>
              <dt className="api-field__head">
                <span className="api-field__name">
                  <InlineMarkdown text={p.part} locale={locale} />
                </span>
                <span className={p.required === true ? "api-field__req api-field__req--yes" : "api-field__req"}>
                  <InlineMarkdown text={partRequiredText(p.required, locale)} locale={locale} />
                </span>
              </dt>
              <dd className="api-field__body">
                <FieldText description={p.description} rules={p.rules} locale={locale} />
              </dd>
            </div>
          ))}
        </dl>
      );
    return <Missing what={`x-email-to-sms ${String(part)}`} />;
  }
  function TextAnswer({ operation }: { operation: string }) {
    const lines = textAnswerLines(document(), operation, locale);
    if (!lines) return <Missing what={operation} />;
    return <AnswerLines lines={lines} locale={locale} operation={operation} />;
  }
  function StatusDiagram({ codes = false }: { codes?: boolean }) {
    const chart = statusDiagram(document(), locale, codes);
    return chart ? <Mermaid chart={chart} /> : <Fragment />;
  }
  function StatusTable({ codes = false }: { codes?: boolean }) {
    const table = statusTable(document(), locale, codes);
    if (table.rows.length === 0) return <Missing what="MessageStatus x-reference" />;
    return <CellTable className="api-statuses" table={table} locale={locale} />;
  }
  function ValueTable({ schema }: { schema: string }) {
    const table = valueTable(document(), schema, locale);
    if (!table) return <Missing what={`${schema} x-reference`} />;
    return <CellTable className="api-values" table={table} locale={locale} />;
  }
  function RejectReasons() {
    const table = rejectReasonTable(document(), locale);
    if (table.rows.length === 0) return <Missing what="RejectReason x-reference" />;
    return <CellTable className="api-reasons" table={table} locale={locale} />;
  }
  function TestNumbers() {
    const rows = testNumbers(document(), locale);
    if (rows.length === 0) return <Missing what="x-test-numbers" />;
    return (
      <OutcomeTable
        className="api-test-numbers"
        heads={[words.number, words.finalStatus]}
        rows={rows.map((r) => [r.phone, testNumberOutcome(r, locale)])}
        locale={locale}
      />
    );
  }
  function WebhookSourceAddresses() {
    const addresses = webhookSourceAddresses(document());
    if (addresses.length === 0) return <Missing what="x-webhook-source-addresses" />;
    const notice = webhookSourceAddressesNotice(document(), locale);
    return (
      <>
        <ul className="api-webhook-addresses">
          {addresses.map((address) => (
            <li key={address}>
              <code>{address}</code>
            </li>
          ))}
        </ul>
        {notice ? (
          <p className="api-webhook-addresses__notice">
            <InlineMarkdown text={notice} locale={locale} />
          </p>
        ) : (
          <Missing what="x-webhook-source-addresses-notice" />
        )}
      </>
    );
  }
  return {
    Endpoint,
    RequestFields,
    ResponseFields,
    ErrorTable,
    TextAnswer,
    StatusDiagram,
    StatusTable,
    RejectReasons,
    ValueTable,
    TestNumbers,
    WebhookSourceAddresses,
    ErrorCodes,
    XmlErrorCodes,
    EmailToSms,
  };
}
