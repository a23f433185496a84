export { formatMoney, formatCoins, formatCoinAmount, formatCurrencyAmount, convertFromUsd } from './format';
export { loadCurrencyRates, changeCurrency } from './rates';
export { useCurrencyStore, isCurrencyCode } from './useCurrencyStore';
export { useMoney } from './useMoney';
