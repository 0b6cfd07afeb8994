// Collections for the resources explorer (industries and tag glossaries) are registered here.
export const resourceCollections = {};
