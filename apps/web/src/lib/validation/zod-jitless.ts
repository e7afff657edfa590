// zod compiles object schemas with `new Function` when it may; to find out, it tries once, and
// the site's CSP (no 'unsafe-eval') reports that try as a violation in the browser's console
// ("Issues") even though zod catches it. `jitless` skips the try. Set through zod's global
// configuration object, so that the first page needs no zod code for it; the object is shared
// with zod when zod loads later (and mutated if zod is already there).
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig ??= {};
scope.__zod_globalConfig.jitless = true;
