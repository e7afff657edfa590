export type ChromiumChoice =
  | { executablePath: string | undefined; source: string; problem?: undefined }
  | { problem: string; executablePath?: undefined; source?: undefined };

export function findChromium(env?: Record<string, string | undefined>): ChromiumChoice;
