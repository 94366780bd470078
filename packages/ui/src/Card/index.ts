export { Card, type CardProps } from './Card';
export { StatCard, trendTone, type StatCardProps, type StatTrend, type TrendDirection } from './StatCard';
