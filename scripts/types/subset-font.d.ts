/** subset-font ships no types: the one call the build makes (harfbuzz's hb-subset, compiled to WebAssembly). */
declare module 'subset-font' {
  interface SubsetFontOptions {
    targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype'
    /** Pins an axis to a value or narrows it to a range (the rest of the design space is dropped). */
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>
    keepFeatures?: string[]
  }
  export default function subsetFont(font: Buffer, text: string, options?: SubsetFontOptions): Promise<Buffer>
}
