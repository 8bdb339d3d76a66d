import { formatPeso, fromCentavos } from '@shop/shared';

/** '₱12,499.00' from centavos, with the shop's money formatter. */
export const pesos = (centavos: number) => formatPeso(fromCentavos(centavos));
