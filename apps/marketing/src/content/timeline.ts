// One home for the timeline figures (no catalogue import: the questionnaire island uses it).

/** docs/product.md §9 has two figures: the build (2-4 weeks) and the whole project (2-6 weeks); say both, and why they differ. */
export const BUILD_WEEKS = '2-4 weeks';
export const PROJECT_WEEKS = '2-6 weeks';
export const timelineText = `A typical build takes ${BUILD_WEEKS} from the day we receive your completed questionnaire and content. Counting the time to gather content and your revision rounds, a typical project takes ${PROJECT_WEEKS} from questionnaire to launch.`;
