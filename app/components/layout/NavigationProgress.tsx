import { useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { siteConfig } from "../../../site.config";
import { trickle } from "../../lib/page";

/** True once the router has been busy for `delayMs` (short navigations show nothing). */
export function useDelayedBusy(delayMs: number): boolean {
  const busy = useNavigation().state !== "idle";
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!busy) return setShown(false);
    const timer = window.setTimeout(() => setShown(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [busy, delayMs]);
  return busy && shown;
}

/** The top progress bar of client navigations (after 200 ms, from 0.08, trickling every 800 ms; numbers in site.config.ts). */
export function NavigationProgress() {
  const { progressBarMs } = siteConfig.delays;
  const { minimum, trickleSpeedMs } = siteConfig.progressBar;
  const visible = useDelayedBusy(progressBarMs);
  const [value, setValue] = useState<number>(minimum);
  useEffect(() => {
    if (!visible) return setValue(minimum);
    const timer = window.setInterval(() => setValue(trickle), trickleSpeedMs);
    return () => window.clearInterval(timer);
  }, [visible, minimum, trickleSpeedMs]);
  if (!visible) return null;
  return (
    <div
      className="nprogress"
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={1}
      aria-valuenow={Number(value.toFixed(2))}
      aria-label="Loading"
    >
      <div className="nprogress__bar" style={{ transform: `scaleX(${value})` }} />
    </div>
  );
}

/** Shown over the page content while the next page's data is still loading. */
export function ContentSpinner() {
  const visible = useDelayedBusy(siteConfig.delays.loaderMs);
  if (!visible) return null;
  return (
    <div className="content-spinner" role="status" aria-live="polite">
      <span className="content-spinner__circle" aria-hidden="true" />
    </div>
  );
}
