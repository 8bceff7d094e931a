import { LOG_BUFFER } from '../bootConstants';

/** Logger of part 1 §8: four levels, named topics, the last 100 entries kept for diagnostics. */
export const LEVELS = ['DEBUG', 'LOG', 'WARN', 'ERROR'] as const;
export type Level = (typeof LEVELS)[number];
export const TOPICS = [
  'ABANDONED_SIGNUP',
  'CAPTCHA',
  'CORE',
  'CUSTOM_STYLE',
  'DEPRECATION',
  'DIRECT_CONTENT_PROTECTOR',
  'DOM',
  'EMBED',
  'ERROR_BOUNDARY',
  'EXTERNAL_TASK',
  'FONT',
  'MUUT',
  'PAGE_PROTECTOR',
  'PAYMENT',
  'REFERRAL',
  'SIGNUP_FIELDS',
  'TRANSLATION',
  'WEBSITE_TOOLBOX',
] as const;
export type Topic = (typeof TOPICS)[number];

export interface LogEntry {
  readonly at: number;
  readonly level: Level;
  readonly topic: Topic;
  readonly message: string;
  readonly data?: unknown;
}

export interface Logger {
  log(level: Level, topic: Topic, message: string, data?: unknown): void;
  entries(): readonly LogEntry[];
}

/**
 * `printTopics`: the topics a page setting enabled ('all' for every one). Only ERROR prints otherwise;
 * deprecations always print.
 */
export function createLogger(printTopics: readonly Topic[] | 'all' = [], sink: Pick<Console, 'error' | 'warn' | 'log' | 'debug'> = console): Logger {
  const buffer: LogEntry[] = [];
  return {
    log(level, topic, message, data) {
      buffer.push({ at: Date.now(), level, topic, message, data });
      if (buffer.length > LOG_BUFFER) buffer.shift();
      const print = level === 'ERROR' || topic === 'DEPRECATION' || printTopics === 'all' || printTopics.includes(topic);
      if (!print) return;
      const method = level === 'ERROR' ? 'error' : level === 'WARN' ? 'warn' : level === 'DEBUG' ? 'debug' : 'log';
      sink[method](`[MemberSpace] ${topic}: ${message}`, ...(data === undefined ? [] : [data]));
    },
    entries: () => buffer.slice(),
  };
}

/**
 * The page setting that turns logging on (part 1 §8): `window.MemberSpace.logging` or the loader's
 * `data-logging`, as true or 'all' for every topic, or a list of topics (array or comma-separated).
 */
export function parseLogSetting(value: unknown): readonly Topic[] | 'all' {
  if (value === true || value === 'all' || value === 'true') return 'all';
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  const wanted = new Set(list.map((v) => String(v).trim().toUpperCase()));
  return TOPICS.filter((t) => wanted.has(t));
}
