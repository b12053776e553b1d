/**
 * A copy button on every code block: a real <button> (keyboard-accessible), with a
 * "Copied" confirmation announced to screen readers.
 */
export interface CopyLabels {
  copy: string;
  copied: string;
  label: string;
}

export async function writeClipboard(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    // Clipboard API unavailable (insecure context): fall back to a hidden textarea.
    const area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.style.position = "fixed";
    area.style.opacity = "0";
    document.body.append(area);
    area.select();
    document.execCommand("copy");
    area.remove();
  }
}

export function addCopyButtons(root: HTMLElement, labels: CopyLabels): void {
  root.querySelectorAll<HTMLElement>(".code-block").forEach((block) => {
    const existing = block.querySelector<HTMLButtonElement>(":scope > .copy-button");
    if (existing) {
      existing.textContent = labels.copy;
      existing.setAttribute("aria-label", labels.label);
      return;
    }
    const code = block.querySelector("pre code");
    if (!code) return;
    const button = document.createElement("button");
    button.type = "button";
    button.className = "copy-button";
    button.textContent = labels.copy;
    button.setAttribute("aria-label", labels.label);
    button.setAttribute("aria-live", "polite");
    let timer: number | undefined;
    button.addEventListener("click", () => {
      void writeClipboard(code.textContent ?? "").then(() => {
        button.textContent = labels.copied;
        button.dataset.copied = "true";
        window.clearTimeout(timer);
        timer = window.setTimeout(() => {
          button.textContent = labels.copy;
          delete button.dataset.copied;
        }, 2000);
      });
    });
    block.append(button);
  });
}
