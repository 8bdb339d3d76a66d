export const ADDRESS_NOT_FOUND = 'The address does not exist.';
export const REGION_UNKNOWN = 'Choose a region from the list.';
export const provinceUnknown = (region: string) => `Choose a province of ${region}.`;
export const cityUnknown = (province: string) => `Choose a city or municipality of ${province}.`;
