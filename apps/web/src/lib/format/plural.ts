/** The noun for `count` things: 'application' for 1, else 'applications' (or `many`). */
export const nounFor = (count: number, one: string, many = `${one}s`) => (count === 1 ? one : many);
