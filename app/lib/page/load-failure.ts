/** Errors that mean "the next page could not be fetched" rather than "the page is broken". */
export function isLoadFailure(error: unknown): error is Error {
  if (!(error instanceof Error)) return false;
  if (error.name === "ChunkLoadError") return true;
  return /failed to fetch|networkerror|network request failed|load failed|dynamically imported module|importing a module script failed/i.test(
    error.message,
  );
}
