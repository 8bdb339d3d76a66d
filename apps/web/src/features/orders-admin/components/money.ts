import { formatPeso, fromCentavos } from '@shop/shared';

/** ₱ with two decimals from an amount in centavos. */
export const peso = (centavos: number) => formatPeso(fromCentavos(centavos));
