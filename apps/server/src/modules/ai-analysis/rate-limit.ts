// Generation allows bursts (a learner paging through a handed-in paper); each answer is still
// charged by the quota.
export const GENERATIONS_PER_MINUTE = 60;
export const RATINGS_PER_MINUTE = 30;
