export {
  createStockRepository,
  type StockAdjustmentReason,
  type StockChange,
  type StockCountReason,
  type StockMovementContext,
  type StockRepository,
} from './stock-repository';
export { stockAdminPlugin, type StockAdminOptions } from './admin/routes';
export { createLowStockReader, type LowStockReader, type LowStockShelf } from './admin/low-stock';
