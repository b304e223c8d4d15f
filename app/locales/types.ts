/** The English files must have the Turkish file's keys, with any string values. */
export type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
