/**
 * A browser's User-Agent as a person reads it ("Chrome 131 · Windows"): the browser and its major
 * version, then the system. Unknown agents are shown cut short rather than guessed.
 */
const browsers: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/OPR\/(\d+)/, 'Opera'],
  [/MicroMessenger\/(\d+)/, 'WeChat'],
  [/Firefox\/(\d+)/, 'Firefox'],
  [/FxiOS\/(\d+)/, 'Firefox'],
  [/CriOS\/(\d+)/, 'Chrome'],
  [/HeadlessChrome\/(\d+)/, 'Headless Chrome'],
  [/Chrome\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari/, 'Safari'],
];

const systems: [RegExp, string][] = [
  [/Windows NT/, 'Windows'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

export function describeUserAgent(agent: string): string {
  if (!agent.trim()) return '';
  let browser = '';
  for (const [re, name] of browsers) {
    const m = re.exec(agent);
    if (m) {
      browser = `${name} ${m[1]}`;
      break;
    }
  }
  const system = systems.find(([re]) => re.test(agent))?.[1] ?? '';
  if (!browser && !system) return agent.length > 40 ? `${agent.slice(0, 40)}…` : agent;
  return [browser, system].filter(Boolean).join(' · ');
}
