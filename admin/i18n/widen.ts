/** The shape a translation must have: the English messages' keys, any strings. */
export type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> }
