export { ApiError, isApiError } from './api-error';
export type { ApiErrorKind, ApiName } from './api-error';
export type { Fields } from './http';
export { mainApi, mainRequest } from './main-api';
export type { MainBody, MainRequestOptions } from './main-api';
export { learningApi, learningRequest } from './learning-api';
export type { LearningRequestOptions } from './learning-api';
