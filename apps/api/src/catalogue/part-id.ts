/** The stable id of a part row: model, figure and item identify it in every IPC. */
export const partId = (modelId: string, assemblyId: string, item: string): string =>
  `${modelId}.${assemblyId}.${item}`;
