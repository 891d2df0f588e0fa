// Sample transaction history (/portfolio/history). Replaying it with the average-cost
// method yields exactly the share counts and average prices of SAMPLE_HOLDINGS (unit-tested).
import type { Transaction } from '../lib/portfolio/types';

export const SAMPLE_TRANSACTIONS: readonly Transaction[] = [
  { id: 't01', date: '2023-02-06', type: 'buy', symbol: 'AAPL', shares: 40, price: 145 },
  { id: 't02', date: '2023-03-14', type: 'buy', symbol: 'MSFT', shares: 20, price: 270 },
  { id: 't03', date: '2023-04-03', type: 'buy', symbol: 'JNJ', shares: 50, price: 160 },
  { id: 't04', date: '2023-05-18', type: 'buy', symbol: 'GOOGL', shares: 15, price: 110 },
  { id: 't05', date: '2023-06-09', type: 'dividend', symbol: 'JNJ', shares: 50, price: 1.19 },
  { id: 't06', date: '2023-07-12', type: 'buy', symbol: 'AMZN', shares: 10, price: 120 },
  { id: 't07', date: '2023-08-17', type: 'dividend', symbol: 'AAPL', shares: 40, price: 0.24 },
  { id: 't08', date: '2023-09-05', type: 'buy', symbol: 'JPM', shares: 25, price: 136 },
  { id: 't09', date: '2023-09-14', type: 'dividend', symbol: 'MSFT', shares: 20, price: 0.68 },
  { id: 't10', date: '2023-10-23', type: 'buy', symbol: 'TSLA', shares: 10, price: 250 },
  { id: 't11', date: '2023-11-16', type: 'buy', symbol: 'AAPL', shares: 20, price: 160 },
  { id: 't12', date: '2024-01-08', type: 'buy', symbol: 'MSFT', shares: 10, price: 300 },
  { id: 't13', date: '2024-01-31', type: 'dividend', symbol: 'JPM', shares: 25, price: 1.05 },
  { id: 't14', date: '2024-02-15', type: 'dividend', symbol: 'AAPL', shares: 60, price: 0.24 },
  { id: 't15', date: '2024-03-04', type: 'buy', symbol: 'GOOGL', shares: 10, price: 135 },
  { id: 't16', date: '2024-03-12', type: 'dividend', symbol: 'JNJ', shares: 50, price: 1.19 },
  { id: 't17', date: '2024-04-22', type: 'buy', symbol: 'AMZN', shares: 10, price: 140 },
  { id: 't18', date: '2024-05-09', type: 'buy', symbol: 'TSLA', shares: 5, price: 280 },
  { id: 't19', date: '2024-06-20', type: 'sell', symbol: 'JNJ', shares: 10, price: 165 },
  { id: 't20', date: '2024-07-02', type: 'buy', symbol: 'JPM', shares: 10, price: 150 },
  { id: 't21', date: '2024-08-15', type: 'sell', symbol: 'AAPL', shares: 10, price: 185 },
  { id: 't22', date: '2024-09-12', type: 'dividend', symbol: 'MSFT', shares: 30, price: 0.83 },
  { id: 't23', date: '2024-10-31', type: 'dividend', symbol: 'JPM', shares: 35, price: 1.25 },
  { id: 't24', date: '2024-11-14', type: 'dividend', symbol: 'AAPL', shares: 50, price: 0.25 },
];
