export { Descriptions, descriptionSpan, type DescriptionItem, type DescriptionsProps } from './Descriptions';
