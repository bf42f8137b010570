// The one schema object handed to drizzle and better-auth (not a feature barrel).
export * from './auth';
export * from './platform';
export * from './cvs';
export * from './market';
export * from './career';
export * from './notifications';
export * from './analytics';
export * from './web-vitals';
export * from './security';
export * from './privacy';
export * from './design-system';
export * from './brand';
export * from './taxonomy';
export * from './jobs';
