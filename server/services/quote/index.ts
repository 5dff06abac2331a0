export * from './compute'
export * from './input'
export * from './rounding'
export * from './tax-table'
