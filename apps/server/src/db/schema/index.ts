export * from './catalogue';
export * from './mail';
