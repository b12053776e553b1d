import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { contractDocument } from "../../lib/contract/index.server";
import { makeReferenceComponents } from "./Reference";

const document = () => contractDocument(path.resolve("contract"));
const uk = makeReferenceComponents("uk", document);
/** The HTML without the phone labels of a cell table, to compare its structure and words. */
const plain = (html: string) => html.replace(/ data-label="[^"]*"/g, "");
const ru = makeReferenceComponents("ru", document);

describe("reference components rendered from the contract", () => {
  it("shows every status once, from the contract, with the XML codes where asked and the locale's cabinet label", () => {
    const html = plain(renderToStaticMarkup(<uk.StatusTable />));
    expect(html.match(/<tr>/g)).toHaveLength(12);
    expect(html).toContain("<th>Статус</th><th>У кабінеті</th><th>Що означає</th><th>Фінальний</th><th>Оплата</th>");
    expect(html).toContain("<td><code>delivered</code></td><td>Доставлено</td>");
    expect(html).toContain("так; у Viber і RCS може змінитися на <code>read</code>");
    const xml = plain(renderToStaticMarkup(<ru.StatusTable codes />));
    expect(xml).toContain("<td><code>4</code></td><td><code>delivered</code></td><td>Доставлено</td>");
    expect(xml).toContain("<td><code>10</code></td><td><code>failed</code></td><td>Ошибка</td>");
  });

  it("shows the JSON error catalogue from the contract: every code, its one HTTP status, per-id codes without one", () => {
    const html = plain(renderToStaticMarkup(<uk.ErrorCodes />));
    expect(html.match(/<tr>/g)).toHaveLength(17);
    expect(html).toContain("<td><code>rate_limited</code></td><td>429</td>");
    expect(html).toContain("<td><code>not_cancellable</code></td><td>—</td>");
    expect(plain(renderToStaticMarkup(<ru.ErrorCodes />))).toContain('<a href="/ru/client/sender-id">SMS-имена</a>');
  });

  it("shows an enumerated schema's values with the columns its x-reference has", () => {
    const voice = plain(renderToStaticMarkup(<uk.ValueTable schema="VoiceCallOutcome" />));
    expect(voice).toContain("<th><code>voice.outcome</code></th><th>Що означає</th><th><code>status</code></th><th>Оплата</th>");
    expect(voice).toContain("<td><code>busy</code></td><td>Лінія зайнята після всіх спроб</td><td><code>undelivered</code></td>");
    const hlr = plain(renderToStaticMarkup(<ru.ValueTable schema="HlrStatus" />));
    expect(hlr).toContain("<th><code>status</code></th><th>Что означает</th><th>Что делать</th></tr>");
    expect(hlr.match(/<tr>/g)).toHaveLength(5);
    const channels = plain(renderToStaticMarkup(<uk.ValueTable schema="Channel" />));
    expect(channels).toContain("<th><code>channel</code></th><th>Методи</th></tr>");
    expect(channels).toContain('<td><code>telegram</code></td><td><a href="/api/json/telegram/otp">telegram/otp</a></td>');
    expect(plain(renderToStaticMarkup(<ru.ValueTable schema="NoSuchSchema" />))).toContain("NoSuchSchema");
  });

  it("shows every reason of rejected with what to do, links localised", () => {
    const html = plain(renderToStaticMarkup(<ru.RejectReasons />));
    expect(html.match(/<tr>/g)).toHaveLength(8);
    expect(html).toContain('<a href="/ru/client/black-list">Чёрного списка</a>');
    expect(plain(renderToStaticMarkup(<uk.RejectReasons />))).toContain("<td><code>content_blocked</code></td>");
  });

  it("labels the diagram's states with the cabinet's words and the status, and the XML codes where asked", () => {
    expect(renderToStaticMarkup(<uk.StatusDiagram />)).toContain("state &quot;Доставлено (delivered)&quot; as delivered");
    expect(renderToStaticMarkup(<ru.StatusDiagram codes />)).toContain("state &quot;4 Доставлено (delivered)&quot; as delivered");
  });

  it("shows the endpoint with a method badge and a Content-Type value that never breaks", () => {
    const html = renderToStaticMarkup(<uk.Endpoint operation="sendSms" />);
    expect(html).toContain('<span class="api-method api-method--post">POST</span>');
    expect(html).toContain("https://api.sms.example/json/v1/sms/send");
    expect(html).toContain(
      '<code>Content-Type: <span class="api-nowrap"><span class="api-nowrap__part">application/json;</span> <span class="api-nowrap__part">charset=utf-8</span></span></code>',
    );
  });

  it("lists request fields with nested objects in <details>, in the page's language", () => {
    const html = renderToStaticMarkup(<uk.RequestFields operation="multiChannel" />);
    expect(html).toContain('<code class="api-field__name">channels</code>');
    expect(html).toMatch(/<details class="api-field__children"><summary>Поля <code>channels\[\]<\/code>/);
    expect(html).toContain('id="field-multiChannel-request-channels.sender"');
    expect(html).toContain("обов&#x27;язкове");
    const russian = renderToStaticMarkup(<ru.RequestFields operation="multiChannel" />);
    expect(russian).toContain("обязательное");
    expect(russian).not.toContain("обов&#x27;язкове");
  });

  it("takes conditions and rules from the contract (client_refs lookup of message_status)", () => {
    const html = renderToStaticMarkup(<uk.RequestFields operation="messageStatus" />);
    expect(html).toContain('<code class="api-field__name">client_refs</code>');
    expect(html).toContain("так, якщо немає <code>ids</code>");
  });

  it("lists response fields of data, not the envelope", () => {
    const html = renderToStaticMarkup(<uk.ResponseFields operation="sendSms" />);
    expect(html).toContain('<code class="api-field__name">total_price</code>');
    expect(html).not.toContain('<code class="api-field__name">request_id</code>');
    expect(html).toContain('id="field-sendSms-response-messages.price"');
  });

  it("explains max_price wherever it is shown: currency, the cap on the charge, the reservation and insufficient funds", () => {
    for (const operation of ["otpTelegram", "otpWhatsapp", "voiceOtp", "voiceCall", "multiChannel"]) {
      const html = renderToStaticMarkup(<uk.ResponseFields operation={operation} />);
      const field = html.slice(html.indexOf('<code class="api-field__name">max_price</code>'));
      expect(field, operation).toMatch(/Обмеження: <\/span>у валюті <code>currency<\/code> \(UAH\)/);
      expect(field, operation).toContain("ніколи не перевищує <code>max_price</code>");
      expect(field, operation).toContain("<code>insufficient_funds</code>");
      const russian = renderToStaticMarkup(<ru.ResponseFields operation={operation} />);
      expect(russian, operation).toContain("никогда не превышает <code>max_price</code>");
    }
  });

  it("lists the contract's test numbers, each with its final status, in the page's language", () => {
    const html = renderToStaticMarkup(<uk.TestNumbers />);
    for (const phone of ["380000000001", "380000000002", "380000000003", "380000000004", "380000000005", "380000000006"])
      expect(html).toContain(`<code>${phone}</code>`);
    expect(html).toContain("<th>Фінальний статус</th>");
    expect(html).toContain("<code>rejected</code>, причина <code>no_route</code>");
    expect(html).toContain("<code>read</code> (Viber і RCS; в інших каналах — <code>delivered</code>)");
    expect(renderToStaticMarkup(<ru.TestNumbers />)).toContain("(Viber и RCS; в других каналах — <code>delivered</code>)");
  });

  it("lists the webhook source addresses of the contract, nothing typed on the page", () => {
    const html = renderToStaticMarkup(<uk.WebhookSourceAddresses />);
    expect(html).toBe(
      '<ul class="api-webhook-addresses"><li><code>192.0.2.10</code></li><li><code>192.0.2.11</code></li><li><code>2001:db8:5::/64</code></li></ul>' +
        '<p class="api-webhook-addresses__notice">Зміну цього списку оголошуємо на сторінці <a href="/changelog">змін</a> щонайменше за 30 днів до неї.</p>',
    );
    expect(renderToStaticMarkup(<ru.WebhookSourceAddresses />)).toContain(
      'сообщаем на странице <a href="/ru/changelog">изменений</a> не менее чем за 30 дней до него.</p>',
    );
    const none = makeReferenceComponents("ru", () => ({ ...document(), info: {} }));
    expect(renderToStaticMarkup(<none.WebhookSourceAddresses />)).toContain("x-webhook-source-addresses");
  });

  it("ends every table with the parse mark, without which the stylesheet keeps the table hidden", () => {
    for (const html of [renderToStaticMarkup(<uk.TestNumbers />), renderToStaticMarkup(<uk.ErrorTable operation="sendSms" />)]) {
      expect(html).toMatch(/<\/table><span class="parse-end" hidden=""><\/span><\/div>$/);
    }
  });

  it("gives every field list on a page its own anchors: request and answer, several webhook events", () => {
    const ids = (html: string) => [...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    const page = [
      <uk.RequestFields key="1" operation="otpTelegram" />,
      <uk.ResponseFields key="2" operation="otpTelegram" />,
      <uk.ResponseFields key="3" operation="webhookViberReply" />,
      <uk.ResponseFields key="4" operation="webhookSmsInbound" />,
    ].map((element) => renderToStaticMarkup(element));
    const all = page.flatMap(ids);
    expect(all).toContain("field-otpTelegram-request-phone");
    expect(all).toContain("field-otpTelegram-response-phone");
    expect(new Set(all).size).toBe(all.length);
  });

  it("describes every field of a webhook event from the contract", () => {
    const html = renderToStaticMarkup(<uk.ResponseFields operation="webhookSmsInbound" />);
    expect(html).toContain('<code class="api-field__name">in_reply_to</code>');
    expect(html).toContain("Текст, склеєний з усіх частин");
    expect(html).not.toMatch(/<dd class="api-field__body"><\/dd>/);
  });

  it("renders the operation's errors and localises links", () => {
    const html = renderToStaticMarkup(<ru.ErrorTable operation="cancelMessages" />);
    expect(html).toContain("<code>validation_error</code>");
    expect(html).not.toContain("<td>404</td>");
    const otp = renderToStaticMarkup(<ru.ErrorTable operation="otpTelegram" />);
    expect(otp).toContain("<code>otp_limit_exceeded</code>");
    expect(otp).toContain('href="/ru/api_methods#limits"');
  });

  it("draws the status diagram with every start, rejected included", () => {
    const html = renderToStaticMarkup(<uk.StatusDiagram />);
    expect(html).toContain("[*] --&gt; rejected");
    expect(html).toContain("В черзі (queued)");
  });

  it("says which operation is unknown instead of failing the page", () => {
    expect(renderToStaticMarkup(<uk.RequestFields operation="noSuchOperation" />)).toContain("noSuchOperation");
  });

  it("shows an HTTP API operation's plain-text lines: shape, when it comes, each field's place, values and example", () => {
    const html = renderToStaticMarkup(<uk.TextAnswer operation="httpStatus" />);
    expect(html).toContain('<p class="api-line__format"><code>id;status;updated_at;channel;reason</code></p>');
    expect(html).toContain('<p class="api-line__format"><code>id;ERROR;code</code></p>');
    expect(html).toContain('<p class="api-line__format"><code>ERROR;code;message</code></p>');
    expect(html).toMatch(/<code class="api-field__name">channel<\/code><span class="api-field__type">поле 4<\/span>/);
    expect(html).toContain("<code>viber</code>");
    expect(html).toMatch(/Приклад: <\/span><code>sms<\/code>/);
    const russian = renderToStaticMarkup(<ru.TextAnswer operation="httpStatus" />);
    expect(russian).toMatch(/Пример: <\/span><code>sms<\/code>/);
    expect(renderToStaticMarkup(<uk.TextAnswer operation="sendSms" />)).toContain('class="api-missing"');
  });
  it("renders the XML API's error catalogue from the XSD: code, message, HTTP status, cause and fix", () => {
    const html = renderToStaticMarkup(<ru.XmlErrorCodes />);
    expect(html).toContain("<th>Код</th><th>HTTP</th><th>Когда возникает</th><th>Что делать</th>");
    expect(html).toMatch(
      /<td><code>130<\/code><span class="api-errors__text">Invalid phone number<\/span><\/td><td>422<\/td><td>Номер не в международном формате<\/td>/,
    );
    expect(html).toContain("<code>&amp;amp;</code>");
    expect(html).toContain('href="/ru/api/xml/message_async"');
    expect(html).toContain("https://api.sms.example/xml/send_sms");
    expect(renderToStaticMarkup(<uk.XmlErrorCodes />)).toContain("Номер не в міжнародному форматі");
  });

  it("renders Email-to-SMS from x-email-to-sms, each limit filled in, without an HTTP column", () => {
    const addresses = renderToStaticMarkup(<uk.EmailToSms part="addresses" />);
    expect(addresses).toContain("<code>+380671234567@email2sms.sms.example</code>");
    expect(addresses).toContain("Помилка <code>invalid_phone</code>: знак <code>+</code> не допускається.");
    const letter = renderToStaticMarkup(<uk.EmailToSms part="letter" />);
    expect(letter).toContain("до 100 адрес <code>номер@email2sms.sms.example</code>");
    expect(letter).toContain("активне ім&#x27;я відправника, 3–11 символів");
    expect(letter).toContain('<span class="api-field__req api-field__req--yes">обов&#x27;язково</span>');
    expect(letter).toContain("протягом 24 годин");
    expect(letter).not.toMatch(/\{[a-z_]+\}/);
    const errors = renderToStaticMarkup(<ru.EmailToSms part="errors" />);
    expect(errors).toContain("<th>Код</th><th>Когда возникает</th><th>Что делать</th>");
    expect(errors).toContain("адресов больше 100");
    const answer = renderToStaticMarkup(<ru.EmailToSms part="answer" />);
    expect(answer).toContain('<p class="api-line__format"><code>phone;ERROR;code;message</code></p>');
    expect(answer).toContain("не позже чем через 24 часа");
    expect(renderToStaticMarkup(<uk.EmailToSms part="errors" />)).toMatch(/<\/table><span class="parse-end" hidden=""><\/span><\/div>$/);
  });
});
