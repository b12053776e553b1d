/** Every sample of an operation, in the order of the tabs. */
import { csharpSample } from "./languages/csharp";
import { curlSample } from "./languages/curl";
import { goSample } from "./languages/go";
import { javaSample } from "./languages/java";
import { javascriptSample } from "./languages/javascript";
import { phpSample } from "./languages/php";
import { pythonSample } from "./languages/python";
import { rawSample } from "./languages/raw";
import { LANGUAGE_LABELS, SAMPLE_LANGUAGES, type Sample, type SampleLanguage, type SampleOperation } from "./types";

const GENERATORS: Record<SampleLanguage, { fence: string; render: (operation: SampleOperation) => string }> = {
  curl: { fence: "bash", render: curlSample },
  python: { fence: "python", render: pythonSample },
  javascript: { fence: "js", render: javascriptSample },
  java: { fence: "java", render: javaSample },
  php: { fence: "php", render: phpSample },
  go: { fence: "go", render: goSample },
  csharp: { fence: "csharp", render: csharpSample },
};

export function languageSample(operation: SampleOperation, language: SampleLanguage): Sample {
  const { fence, render } = GENERATORS[language];
  return { value: language, label: LANGUAGE_LABELS[language], fence, code: render(operation) };
}

/** The seven languages, then the raw request (JSON body, XML document or HTTP request). */
export function generateSamples(operation: SampleOperation): Sample[] {
  const raw = rawSample(operation);
  return [...SAMPLE_LANGUAGES.map((language) => languageSample(operation, language)), { ...raw, label: LANGUAGE_LABELS[raw.value] }];
}
