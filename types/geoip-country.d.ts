/** Minimal typings for geoip-country (the package ships none). */
declare module "geoip-country" {
  export interface GeoCountry {
    country: string;
    name: string;
    currency: string[];
    continent: string;
  }
  const geoip: { lookup(ip: string): GeoCountry | null };
  export default geoip;
}
