export {
  createStockRepository,
  type StockAdjustmentReason,
  type StockChange,
  type StockCountReason,
  type StockMovementContext,
  type StockRepository,
} from './stock-repository';
