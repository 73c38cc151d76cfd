// What the bench installs in every page before the app runs (page.addInitScript): long tasks and long animation
// frames as they happen, so the figures are taken inside the page with the page's own clock.
export function probe() {
  const bench = {
    longTasks: [],
    frames: [],
  };
  window.__bench = bench;
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) bench.longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    bench.longTasks = null;
  }
  // Long animation frames name the scripts that ran in them (chunk URL, function, what invoked it): where the
  // time of a long task went.
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        bench.frames.push({
          start: e.startTime,
          duration: e.duration,
          blocking: e.blockingDuration,
          render: e.renderStart > 0 ? e.startTime + e.duration - e.renderStart : 0,
          style: e.styleAndLayoutStart > 0 ? e.startTime + e.duration - e.styleAndLayoutStart : 0,
          scripts: e.scripts.map((s) => ({
            url: s.sourceURL,
            fn: s.sourceFunctionName,
            invoker: s.invoker,
            type: s.invokerType,
            duration: s.duration,
            layout: s.forcedStyleAndLayoutDuration,
          })),
        });
    }).observe({ type: 'long-animation-frame', buffered: true });
  } catch {
    bench.frames = null;
  }
}
