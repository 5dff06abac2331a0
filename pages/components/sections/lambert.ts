const RAD = Math.PI / 180

/** Statistics Canada's Lambert conformal conic: standard parallels 49° and 77° N, origin 63.39° N, 91.87° W. */
const projection = (() => {
  const [phi1, phi2, phi0, lambda0] = [49 * RAD, 77 * RAD, 63.390675 * RAD, -91.866667 * RAD]
  const t = (phi: number) => Math.tan(Math.PI / 4 + phi / 2)
  const n = Math.log(Math.cos(phi1) / Math.cos(phi2)) / Math.log(t(phi2) / t(phi1))
  const f = (Math.cos(phi1) * t(phi1) ** n) / n
  return { n, f, rho0: f / t(phi0) ** n, lambda0 }
})()

/**
 * Unit-scale coordinates (y down) of a longitude and latitude in degrees: scripts/canada-map.ts draws
 * the outline with it and CanadaMap.tsx places the offices with it, so a pin lands on its city.
 */
export function lambert(lon: number, lat: number): [number, number] {
  const { n, f, rho0, lambda0 } = projection
  const rho = f / Math.tan(Math.PI / 4 + (lat * RAD) / 2) ** n
  const theta = n * (lon * RAD - lambda0)
  return [rho * Math.sin(theta), -(rho0 - rho * Math.cos(theta))]
}
