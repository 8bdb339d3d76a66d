export { createStockRepository, type StockRepository } from './stock-repository';
