// Pools at least three times the draw: one attempt shows at most a third of an assessment's questions, so what a
// student (or a friend they pass it to) saw in one attempt covers little of the next. Pure, so the studio's
// settings save, the seed data test and the unit tests share it.

export const POOL_PER_DRAWN_QUESTION = 3;

/** The most questions an attempt may draw from a pool of `poolSize` active questions. */
export const largestDrawFor = (poolSize: number): number => Math.floor(poolSize / POOL_PER_DRAWN_QUESTION);

/** Whether drawing `draw` questions per attempt leaves the pool at least three times the draw. */
export const drawFitsPool = (draw: number, poolSize: number): boolean => draw >= 1 && draw <= largestDrawFor(poolSize);
