/** The figures the Lighthouse benchmarks keep from one report. */
export function lighthouseSample(report) {
  return {
    score: Math.round(report.categories.performance.score * 100),
    lcpMs: Math.round(report.audits['largest-contentful-paint'].numericValue),
    fcpMs: Math.round(report.audits['first-contentful-paint'].numericValue),
    tbtMs: Math.round(report.audits['total-blocking-time'].numericValue),
    cls: +report.audits['cumulative-layout-shift'].numericValue.toFixed(3),
  };
}

/** The median of each figure over several runs, and how many runs there were. */
export function medianSample(samples) {
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  return {
    ...Object.fromEntries(
      Object.keys(samples[0]).map((key) => [key, median(samples.map((s) => s[key]))]),
    ),
    runs: samples.length,
  };
}
